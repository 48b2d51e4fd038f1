import type { Language } from '../../languages.ts';
import type { SameShape } from '../../types.ts';

/** The public landing page. Keys `web.<section>.<key>`. */
const en = {
  landing: {
    meta_title: 'Reelcraft: reel scripts, memes and AI avatar videos',
    meta_description:
      'Reelcraft analyses your Instagram, follows trends and creates reel scripts, meme videos with subtitles and talking avatar videos with your face.',
    badge: 'For creators, experts and small brands',
    headline: 'Reels your audience watches to the end',
    subline: 'Reelcraft studies your profile, follows the trends and turns your expertise into ready-to-post videos. You just hit publish.',
    feature_analysis_title: 'Profile analysis',
    feature_analysis_body: 'See your niche, your style and why followers choose you, with tips for what to post next.',
    feature_scripts_title: 'Scripts and memes',
    feature_scripts_body: 'Reel scripts built on today’s trends, and meme videos with subtitles, in minutes.',
    feature_avatar_title: 'Talking avatar videos',
    feature_avatar_body: 'Your face and your voice tell the story. No camera, no studio.',
    cta: 'Get started',
    have_account: 'Already with us?',
    log_in: 'Log in',
    languages: 'Choose a language',
    preview_caption: 'Three hooks that stop the scroll',
    preview_label: 'Example of a reel with subtitles',
    footer: 'Made for creators',
    downloader_link: 'Free Instagram downloader',
    analyse_link: 'Analyse my Instagram for free',
  },
} as const;

const ru: SameShape<typeof en> = {
  landing: {
    meta_title: 'Reelcraft: сценарии рилсов, мемы и видео с ИИ-аватаром',
    meta_description:
      'Reelcraft анализирует ваш Instagram, следит за трендами и создаёт сценарии рилсов, мем-видео с субтитрами и видео с говорящим аватаром с вашим лицом.',
    badge: 'Для блогеров, экспертов и малого бизнеса',
    headline: 'Рилсы, которые досматривают до конца',
    subline: 'Reelcraft изучает ваш профиль, следит за трендами и превращает вашу экспертизу в готовые видео. Вам остаётся только опубликовать.',
    feature_analysis_title: 'Анализ профиля',
    feature_analysis_body: 'Ваша ниша, ваш стиль и то, за что вас любят подписчики, — плюс советы, что публиковать дальше.',
    feature_scripts_title: 'Сценарии и мемы',
    feature_scripts_body: 'Сценарии рилсов на свежих трендах и мем-видео с субтитрами за пару минут.',
    feature_avatar_title: 'Видео с говорящим аватаром',
    feature_avatar_body: 'Ваше лицо и ваш голос рассказывают историю. Без камеры и студии.',
    cta: 'Начать',
    have_account: 'Уже с нами?',
    log_in: 'Войти',
    languages: 'Выберите язык',
    preview_caption: 'Три хука, которые останавливают ленту',
    preview_label: 'Пример рилса с субтитрами',
    footer: 'Сделано для авторов',
    downloader_link: 'Бесплатное скачивание из Instagram',
    analyse_link: 'Бесплатный анализ моего Instagram',
  },
};

const pt: SameShape<typeof en> = {
  landing: {
    meta_title: 'Reelcraft: roteiros de reels, memes e vídeos com avatar de IA',
    meta_description:
      'O Reelcraft analisa seu Instagram, acompanha as tendências e cria roteiros de reels, vídeos de memes com legendas e vídeos com um avatar falante com o seu rosto.',
    badge: 'Para criadores, especialistas e pequenas marcas',
    headline: 'Reels que o seu público assiste até o fim',
    subline: 'O Reelcraft estuda seu perfil, acompanha as tendências e transforma o que você sabe em vídeos prontos para postar. Você só aperta publicar.',
    feature_analysis_title: 'Análise do perfil',
    feature_analysis_body: 'Descubra seu nicho, seu estilo e por que os seguidores escolhem você, com dicas do que postar a seguir.',
    feature_scripts_title: 'Roteiros e memes',
    feature_scripts_body: 'Roteiros de reels com as tendências do momento e vídeos de memes com legendas, em minutos.',
    feature_avatar_title: 'Vídeos com avatar falante',
    feature_avatar_body: 'Seu rosto e sua voz contam a história. Sem câmera, sem estúdio.',
    cta: 'Começar agora',
    have_account: 'Já tem conta?',
    log_in: 'Entrar',
    languages: 'Escolha o idioma',
    preview_caption: 'Três ganchos que param o scroll',
    preview_label: 'Exemplo de reel com legendas',
    footer: 'Feito para criadores',
    downloader_link: 'Baixar do Instagram grátis',
    analyse_link: 'Analisar meu Instagram grátis',
  },
};

const es: SameShape<typeof en> = {
  landing: {
    meta_title: 'Reelcraft: guiones de reels, memes y vídeos con avatar de IA',
    meta_description:
      'Reelcraft analiza tu Instagram, sigue las tendencias y crea guiones de reels, vídeos de memes con subtítulos y vídeos con un avatar que habla con tu cara.',
    badge: 'Para creadores, expertos y pequeñas marcas',
    headline: 'Reels que tu audiencia ve hasta el final',
    subline: 'Reelcraft estudia tu perfil, sigue las tendencias y convierte lo que sabes en vídeos listos para publicar. Tú solo pulsas publicar.',
    feature_analysis_title: 'Análisis del perfil',
    feature_analysis_body: 'Descubre tu nicho, tu estilo y por qué te eligen tus seguidores, con ideas de qué publicar después.',
    feature_scripts_title: 'Guiones y memes',
    feature_scripts_body: 'Guiones de reels basados en las tendencias de hoy y vídeos de memes con subtítulos, en minutos.',
    feature_avatar_title: 'Vídeos con avatar que habla',
    feature_avatar_body: 'Tu cara y tu voz cuentan la historia. Sin cámara ni estudio.',
    cta: 'Empezar ahora',
    have_account: '¿Ya tienes cuenta?',
    log_in: 'Inicia sesión',
    languages: 'Elige un idioma',
    preview_caption: 'Tres ganchos que frenan el scroll',
    preview_label: 'Ejemplo de reel con subtítulos',
    footer: 'Hecho para creadores',
    downloader_link: 'Descargar de Instagram gratis',
    analyse_link: 'Analizar mi Instagram gratis',
  },
};

export const landingWeb: Record<Language, SameShape<typeof en>> & { en: typeof en } = { en, ru, pt, es };
