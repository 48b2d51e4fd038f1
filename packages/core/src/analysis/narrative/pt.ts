import type { NarrativePack } from './types.ts';

// Brazilian Portuguese, addressing the creator as «você», like the rest of the interface.
export const pt: NarrativePack = {
  locale: 'pt-BR',
  quotes: ['“', '”'],
  nouns: {
    follower: { one: 'seguidor', other: 'seguidores' },
    post: { one: 'post', other: 'posts' },
    reel: { one: 'reel', other: 'reels' },
    day: { one: 'dia', other: 'dias' },
    view: { one: 'visualização', other: 'visualizações' },
    engagement: { one: 'curtida e comentário', other: 'curtidas e comentários' },
    comment: { one: 'comentário', other: 'comentários' },
    like: { one: 'curtida', other: 'curtidas' },
    character: { one: 'caractere', other: 'caracteres' },
    emoji: { one: 'emoji', other: 'emojis' },
    hashtag: { one: 'hashtag', other: 'hashtags' },
  },
  times: '{n} vezes',
  hooks: {
    question: { name: 'uma pergunta', start: 'com uma pergunta' },
    number: { name: 'um número', start: 'com um número' },
    how_to: { name: 'um “como fazer”', start: 'com um “como fazer”' },
    pov: { name: 'uma cena POV', start: 'com uma cena POV' },
    story: { name: 'uma história pessoal', start: 'com uma história pessoal' },
  },
  bands: {
    nano: 'até {max} seguidores',
    micro: 'entre {min} e {max} seguidores',
    mid: 'entre {min} e {max} seguidores',
    macro: 'mais de {min} seguidores',
  },
  comparisons: { below: 'abaixo da faixa que estimamos', typical: 'dentro da faixa que estimamos', above: 'acima da faixa que estimamos' },
  formats: { image: 'as fotos únicas', carousel: 'os carrosséis', reel: 'os reels', video: 'os vídeos' },
  and: 'e',
  domain: {
    withSubject: ['{Topic}: {subject}', '{Topic}. Nas suas palavras: {subject}'],
    withTags: ['{Topic}, a julgar pelos seus posts sobre {tags}', '{Topic}: seus posts sempre voltam a {tags}'],
    plain: ['{Topic}'],
  },
  style: {
    lead: {
      reels: [
        'Vídeo em primeiro lugar: {reelShare} dos seus posts recentes são reels.',
        'Você aposta em vídeo: os reels são {reelShare} dos seus posts recentes.',
      ],
      photos: [
        'Foto em primeiro lugar: {photoShare} dos seus posts recentes são fotos únicas.',
        'O seu perfil se apoia em fotos únicas: {photoShare} dos posts recentes.',
      ],
      carousels: ['O carrossel manda: {carouselShare} dos seus posts recentes são carrosséis.'],
      mixed: ['Uma mistura de formatos: {reelShare} de reels, {carouselShare} de carrosséis e {photoShare} de fotos únicas.'],
      empty: ['Ainda não há posts para entender o seu estilo.'],
    },
    captions: {
      none: 'Suas legendas estão quase vazias: a imagem fala por você.',
      short: 'Legendas curtas, com {avgLength} em média.',
      medium: 'Legendas de tamanho médio, cerca de {avgLength}, que dão contexto à imagem.',
      long: 'Legendas longas, em tom de história, com cerca de {avgLength} em média.',
    },
    cues: {
      questions: 'Você conversa com a sua audiência: {questionShare} das suas legendas fazem uma pergunta.',
      emoji: 'O tom é descontraído e cheio de emojis: {avgEmojis} por legenda, em média.',
      cta: 'Você chama para a ação com frequência: {ctaShare} das legendas pedem algo ao leitor.',
      hook: 'A sua abertura favorita é {hookName}.',
    },
  },
  why: {
    best: [
      'Seus posts mais fortes{tagsPart} recebem em média {bestAvg}, {times} mais que um post comum.',
      'Seus melhores posts{tagsPart} recebem em média {bestAvg}, {times} mais que um post comum: é onde o seu público mais reage.',
    ],
    steady: ['Seus posts{tagsPart} vão mais ou menos igual, no máximo {bestAvg}: nenhum post ou tema sozinho sustenta o perfil.'],
    tagsPart: 'sobre {tags}',
    format: '{Format} vão melhor: {times} mais curtidas e comentários que os seus outros posts.',
    hook: 'Posts que começam {hookStart} recebem {times} mais que a sua média.',
    engagement: 'Sua taxa de engajamento, {er}, está {cmp} para perfis do seu tamanho ({erLow}–{erHigh}).',
    rhythm: 'Você mantém um ritmo constante de {perWeek} por semana.',
    littleData: 'Isso se baseia em apenas {posts}; com mais posts poderemos dizer mais.',
    quiet: ['Seus posts ainda não receberam reações, então ainda não há nada que mostre por que as pessoas seguem você.'],
    noPostsWithSubject: ['A sua bio diz: {subject}. Quando você publicar, veremos para quais posts as pessoas voltam.'],
    noPosts: ['Ainda não há posts que mostrem por que as pessoas seguem você.'],
  },
  recommendations: {
    comeback:
      'Seu último post foi publicado há {daysSince}. Volte com um reel sobre o seu tema mais forte e depois mantenha {target} por semana, para que a pausa não vire rotina.',
    'start-reels':
      'Nenhum dos seus últimos {posts} é um reel. É pelos reels que o Instagram mostra você para quem ainda não segue o seu perfil: comece com {reelTarget} por semana.',
    'reels-win':
      'Seus reels recebem {times} mais curtidas e comentários que as suas fotos e carrosséis. Publique {reelTarget} por semana e deixe as fotos para anúncios.',
    'carousels-win':
      'Seus carrosséis recebem {times} mais curtidas e comentários que os reels: as pessoas deslizam e salvam conteúdos passo a passo. Mantenha um carrossel por semana e transforme o melhor deles em reel.',
    'photos-win':
      'Suas fotos únicas recebem {times} mais curtidas e comentários que os reels: o seu público vem pelas imagens. Mantenha as fotos e teste reels com a mesma cara: curtos, calmos, uma ideia por vez.',
    'reach-low':
      'Seus reels têm uma mediana de {medianViews}, ou seja, {viewsRatio} do seu número de seguidores, enquanto estimamos {vLow}–{vHigh} para perfis do seu tamanho. Ganhe os dois primeiros segundos: comece {hookStart} e mostre o resultado logo de cara.',
    'reach-high':
      'Seus reels alcançam {viewsRatio} do seu número de seguidores (mediana de {medianViews}, o melhor com {topViews}), acima da faixa que estimamos para o seu tamanho: eles trazem gente nova. Termine cada reel com um motivo para seguir e fixe o melhor no perfil.',
    'er-low':
      'Sua taxa de engajamento é de {er}, abaixo da faixa de {erLow}–{erHigh} que estimamos para perfis do seu tamanho. Termine cada legenda com uma pergunta simples: hoje só {questionShare} delas fazem isso.',
    'er-high':
      'Sua taxa de engajamento de {er} está acima da faixa de {erLow}–{erHigh} que estimamos para o seu tamanho: o seu público está aquecido. Uma vez por semana, ofereça um próximo passo claro, como um guia gratuito, uma consultoria ou um produto.',
    'post-more':
      'Você publica {perWeek} por semana, um a cada {gap} em média. Grave vários vídeos em um único dia e programe {target} por semana: um ritmo estável mantém você no feed dos seguidores.',
    'hook-strong': 'Posts que começam {hookStart} recebem {times} mais curtidas e comentários que a sua média. Comece assim as próximas três legendas e reels.',
    'more-reels':
      'Só {reelShare} dos seus posts são reels, mas um reel típico alcança {viewsRatio} do seu número de seguidores. Passe para {reelTarget} por semana.',
    'hashtag-strong': 'Posts com {tag1} recebem em média {tagAvg}, {times} mais que o normal. Transforme esse tema em uma série fixa.',
    'best-follow-up':
      'Seu melhor post, {excerpt}, teve {likes} e {comments}, {times} mais que a média. Faça uma continuação: uma parte dois, os erros mais comuns sobre o mesmo tema ou respostas aos comentários dele.',
    'cta-more':
      'Pedidos de ação aparecem em {ctaShare} das suas legendas. Termine cada uma com uma única ação: salvar, mandar para um amigo ou comentar uma palavra.',
    'hashtags-trim': 'Você usa em média {avgHashtags} por post. Fique com três a cinco bem precisas sobre o tema do post; o resto só dispersa.',
    'hashtags-add': 'Seus posts quase não têm hashtags. Adicione de três a cinco que digam o tema, como {nicheTag}, para o Instagram saber para quem mostrar.',
    'first-posts':
      'Ainda não há posts para analisar. Publique {reelTarget} nesta semana: um que responda à dúvida mais comum do seu público, um que mostre o seu trabalho e um sobre você.',
    consistency: 'Escolha dias fixos para postar e mantenha {target} por semana: um ritmo constante vale mais que picos seguidos de silêncio.',
    'reply-comments': 'Seus posts recebem em média {avgComments}. Responda a cada um na primeira hora: a própria conversa impulsiona o post.',
    'pin-best':
      'Fixe os seus três posts mais fortes no topo do perfil: quem visita decide em segundos se vai seguir, e o seu melhor post até agora tem {likes}.',
    series: 'Crie uma série semanal sobre {topic}, com nome e dia fixos: uma série dá às pessoas um motivo para voltar e seguir.',
    'bio-offer': 'Deixe a sua bio dizer em uma linha quem você ajuda e com o quê em {topic}: é a primeira coisa que o visitante lê antes de seguir.',
    'ask-audience':
      'Pergunte aos seus seguidores, numa enquete nos stories, qual tema eles querem ver e faça do vencedor o seu próximo reel: as pessoas assistem ao que pediram.',
  },
  summary: {
    opening: ['{name} (@{username}): um perfil de {topic} com {followers}.', '@{username} fala de {topic} para {followers}.'],
    engagement: 'Taxa de engajamento de {er}, {cmp} para perfis com {band} ({erLow}–{erHigh}).',
    reels: 'Reels: mediana de {medianViews}, o melhor com {topViews}.',
    frequency: 'Ritmo de publicação: {perWeek} por semana.',
    noPosts: 'Ainda não há posts para analisar: os números aparecem depois das primeiras publicações.',
  },
};
