import type { Language } from '../../languages.ts';
import type { SameShape } from '../../types.ts';

/**
 * The blog (issue 12 item 7): the article lists at /blog and /es|pt|ru/blog, one article at /post/<slug>, the RSS
 * feeds. Keys `web.blog.*`. The articles themselves are Markdown files in apps/web/content/blog.
 */
const en = {
  blog: {
    meta_title: 'Reelcraft blog: practical tips for Instagram reels',
    meta_description: 'How to write hooks, structure a reel, plan your posting and save reels for reference: practical guides for creators.',
    nav: 'Blog',
    title: 'The Reelcraft blog',
    subtitle: 'Practical guides for creators: hooks, structure, posting rhythm and research for your reels.',
    empty: 'No articles in this language yet.',
    reading_time: '{{count}} min read',
    published: 'Published',
    rss: 'RSS feed',
    rss_title: 'Reelcraft blog (English)',
    all_posts: 'All articles',
    read_in: 'Also in',
    languages: 'Choose a language',
    cta_title: 'Turn these ideas into reels',
    cta_body: 'Reelcraft follows trends, analyses your Instagram profile and writes reel scripts in your language. Start with a short quiz.',
    cta: 'Try Reelcraft',
  },
} as const;

const ru: SameShape<typeof en> = {
  blog: {
    meta_title: 'Блог Reelcraft: практичные советы по рилсам в Instagram',
    meta_description: 'Как писать хуки, строить рилс, планировать публикации и сохранять рилсы для референсов: практичные гайды для авторов.',
    nav: 'Блог',
    title: 'Блог Reelcraft',
    subtitle: 'Практичные гайды для авторов: хуки, структура, ритм публикаций и поиск референсов для рилсов.',
    empty: 'На этом языке статей пока нет.',
    reading_time: '{{count}} мин чтения',
    published: 'Опубликовано',
    rss: 'RSS-лента',
    rss_title: 'Блог Reelcraft (русский)',
    all_posts: 'Все статьи',
    read_in: 'Эта статья на других языках',
    languages: 'Выберите язык',
    cta_title: 'Превратите эти идеи в рилсы',
    cta_body: 'Reelcraft следит за трендами, анализирует ваш профиль в Instagram и пишет сценарии рилсов на вашем языке. Начните с короткого опроса.',
    cta: 'Попробовать Reelcraft',
  },
};

const pt: SameShape<typeof en> = {
  blog: {
    meta_title: 'Blog da Reelcraft: dicas práticas para reels do Instagram',
    meta_description: 'Como escrever ganchos, estruturar um reel, planejar suas postagens e salvar reels como referência: guias práticos para criadores.',
    nav: 'Blog',
    title: 'O blog da Reelcraft',
    subtitle: 'Guias práticos para criadores: ganchos, estrutura, ritmo de postagem e referências para os seus reels.',
    empty: 'Ainda não há artigos neste idioma.',
    reading_time: '{{count}} min de leitura',
    published: 'Publicado em',
    rss: 'Feed RSS',
    rss_title: 'Blog da Reelcraft (português)',
    all_posts: 'Todos os artigos',
    read_in: 'Também em',
    languages: 'Escolha um idioma',
    cta_title: 'Transforme estas ideias em reels',
    cta_body: 'A Reelcraft acompanha tendências, analisa seu perfil do Instagram e escreve roteiros de reels no seu idioma. Comece com um quiz rápido.',
    cta: 'Experimentar a Reelcraft',
  },
};

const es: SameShape<typeof en> = {
  blog: {
    meta_title: 'Blog de Reelcraft: consejos prácticos para reels de Instagram',
    meta_description:
      'Cómo escribir ganchos, estructurar un reel, planificar tus publicaciones y guardar reels como referencia: guías prácticas para creadores.',
    nav: 'Blog',
    title: 'El blog de Reelcraft',
    subtitle: 'Guías prácticas para creadores: ganchos, estructura, ritmo de publicación y referencias para tus reels.',
    empty: 'Todavía no hay artículos en este idioma.',
    reading_time: '{{count}} min de lectura',
    published: 'Publicado el',
    rss: 'Feed RSS',
    rss_title: 'Blog de Reelcraft (español)',
    all_posts: 'Todos los artículos',
    read_in: 'También en',
    languages: 'Elige un idioma',
    cta_title: 'Convierte estas ideas en reels',
    cta_body: 'Reelcraft sigue las tendencias, analiza tu perfil de Instagram y escribe guiones de reels en tu idioma. Empieza con un cuestionario breve.',
    cta: 'Probar Reelcraft',
  },
};

export const blogWeb: Record<Language, SameShape<typeof en>> & { en: typeof en } = { en, ru, pt, es };
