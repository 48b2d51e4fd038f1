import type { NarrativePack } from './types.ts';

// Peninsular Spanish with «tú», matching the interface ("vídeo", "Instagram te muestra"). Percentages take the
// article Spanish puts before them ("el 40 % de tus textos").
export const es: NarrativePack = {
  locale: 'es-ES',
  quotes: ['«', '»'],
  nouns: {
    follower: { one: 'seguidor', other: 'seguidores' },
    post: { one: 'publicación', other: 'publicaciones' },
    reel: { one: 'reel', other: 'reels' },
    day: { one: 'día', other: 'días' },
    view: { one: 'reproducción', other: 'reproducciones' },
    engagement: { one: '«me gusta» y comentario', other: '«me gusta» y comentarios' },
    comment: { one: 'comentario', other: 'comentarios' },
    like: { one: '«me gusta»', other: '«me gusta»' },
    character: { one: 'carácter', other: 'caracteres' },
    emoji: { one: 'emoji', other: 'emojis' },
    hashtag: { one: 'hashtag', other: 'hashtags' },
  },
  times: '{n} veces',
  hooks: {
    question: { name: 'una pregunta', start: 'con una pregunta' },
    number: { name: 'un número', start: 'con un número' },
    how_to: { name: 'un «cómo hacer»', start: 'con un «cómo hacer»' },
    pov: { name: 'una escena POV', start: 'con una escena POV' },
    story: { name: 'una historia personal', start: 'con una historia personal' },
  },
  bands: {
    nano: 'menos de {max} seguidores',
    micro: 'entre {min} y {max} seguidores',
    mid: 'entre {min} y {max} seguidores',
    macro: 'más de {min} seguidores',
  },
  comparisons: { below: 'por debajo del rango que estimamos', typical: 'dentro del rango que estimamos', above: 'por encima del rango que estimamos' },
  formats: { image: 'las fotos sueltas', carousel: 'los carruseles', reel: 'los reels', video: 'los vídeos' },
  and: 'y',
  domain: {
    withSubject: ['{Topic}: {subject}', '{Topic}. En tus propias palabras: {subject}'],
    withTags: ['{Topic}, a juzgar por tus publicaciones sobre {tags}', '{Topic}: tus publicaciones vuelven una y otra vez a {tags}'],
    plain: ['{Topic}'],
  },
  style: {
    lead: {
      reels: [
        'El vídeo manda: el {reelShare} de tus publicaciones recientes son reels.',
        'Apuestas por el vídeo: los reels son el {reelShare} de tus publicaciones recientes.',
      ],
      photos: [
        'La foto manda: el {photoShare} de tus publicaciones recientes son fotos sueltas.',
        'Tu perfil se apoya en fotos sueltas: el {photoShare} de tus publicaciones recientes.',
      ],
      carousels: ['El carrusel es tu formato principal: el {carouselShare} de tus publicaciones recientes son carruseles.'],
      mixed: ['Una mezcla de formatos: un {reelShare} de reels, un {carouselShare} de carruseles y un {photoShare} de fotos sueltas.'],
      empty: ['Todavía no hay publicaciones para leer tu estilo.'],
    },
    captions: {
      none: 'Tus textos están casi vacíos: la imagen habla por ti.',
      short: 'Textos cortos, de {avgLength} de media.',
      medium: 'Textos de longitud media, unos {avgLength}, que dan contexto a la imagen.',
      long: 'Textos largos, con tono de historia, de unos {avgLength} de media.',
    },
    cues: {
      questions: 'Conversas con tu audiencia: el {questionShare} de tus textos le hace una pregunta.',
      emoji: 'El tono es relajado y lleno de emojis: {avgEmojis} por texto de media.',
      cta: 'Pides acción a menudo: el {ctaShare} de tus textos invita a hacer algo.',
      hook: 'Tu arranque favorito es {hookName}.',
    },
  },
  why: {
    best: [
      'Tus publicaciones más fuertes{tagsPart} consiguen de media {bestAvg}, {times} más que una publicación normal.',
      'Tus mejores publicaciones{tagsPart} consiguen de media {bestAvg}, {times} más que una publicación normal: ahí es donde más reacciona tu audiencia.',
    ],
    steady: ['Tus publicaciones{tagsPart} funcionan más o menos igual, {bestAvg} como máximo: ninguna publicación ni tema sostiene la cuenta por sí solo.'],
    tagsPart: 'sobre {tags}',
    format: '{Format} funcionan mejor: {times} más «me gusta» y comentarios que tus demás publicaciones.',
    hook: 'Las publicaciones que empiezan {hookStart} consiguen {times} más que tu media.',
    engagement: 'Con una tasa de interacción del {er}, estás {cmp} para cuentas de tu tamaño ({erLow}–{erHigh}).',
    rhythm: 'Mantienes un ritmo constante de {perWeek} por semana.',
    littleData: 'Esto se basa en solo {posts}; con más publicaciones podremos decir más.',
    quiet: ['Tus publicaciones todavía no tienen reacciones, así que aún no hay nada que muestre por qué te siguen.'],
    noPostsWithSubject: ['Tu biografía dice: {subject}. Cuando publiques, veremos a qué publicaciones vuelve la gente.'],
    noPosts: ['Todavía no hay publicaciones que muestren por qué te siguen.'],
  },
  recommendations: {
    comeback:
      'Tu última publicación salió hace {daysSince}. Vuelve con un reel sobre tu tema más fuerte y luego mantén {target} por semana para que la pausa no se convierta en costumbre.',
    'start-reels':
      'Ninguna de tus últimas {posts} es un reel. Los reels son la forma en que Instagram te muestra a quien todavía no te sigue: empieza con {reelTarget} por semana.',
    'reels-win':
      'Tus reels consiguen {times} más «me gusta» y comentarios que tus fotos y carruseles. Publica {reelTarget} por semana y deja las fotos para los anuncios.',
    'carousels-win':
      'Tus carruseles consiguen {times} más «me gusta» y comentarios que tus reels: la gente desliza y guarda los contenidos paso a paso. Mantén un carrusel por semana y convierte el mejor en un reel.',
    'photos-win':
      'Tus fotos sueltas consiguen {times} más «me gusta» y comentarios que tus reels: tu público viene por las imágenes. Mantenlas y prueba reels con el mismo aire: cortos, tranquilos, una idea cada uno.',
    'reach-low':
      'Tus reels tienen una mediana de {medianViews}, es decir, el {viewsRatio} de tu número de seguidores, cuando para cuentas de tu tamaño estimamos {vLow}–{vHigh}. Gana los dos primeros segundos: empieza {hookStart} y enseña el resultado enseguida.',
    'reach-high':
      'Tus reels llegan al {viewsRatio} de tu número de seguidores (mediana de {medianViews}, el mejor con {topViews}), por encima del rango que estimamos para tu tamaño: te traen gente nueva. Cierra cada reel con un motivo para seguirte y fija el mejor en tu perfil.',
    'er-low':
      'Tu tasa de interacción es del {er}, por debajo del {erLow}–{erHigh} que estimamos para cuentas de tu tamaño. Termina cada texto con una pregunta sencilla: ahora solo lo hace el {questionShare} de tus textos.',
    'er-high':
      'Tu tasa de interacción del {er} está por encima del {erLow}–{erHigh} que estimamos para tu tamaño: tu audiencia está caliente. Una vez por semana, ofrécele un siguiente paso claro, como una guía gratuita, una consulta o un producto.',
    'post-more':
      'Publicas {perWeek} por semana, una cada {gap} de media. Graba varios vídeos en un mismo día y programa {target} por semana: un ritmo estable te mantiene en el inicio de tus seguidores.',
    'hook-strong':
      'Las publicaciones que empiezan {hookStart} consiguen {times} más «me gusta» y comentarios que tu media. Empieza así tus próximos tres textos y reels.',
    'more-reels':
      'Solo el {reelShare} de tus publicaciones son reels, aunque un reel típico llega al {viewsRatio} de tu número de seguidores. Pasa a {reelTarget} por semana.',
    'hashtag-strong': 'Las publicaciones con {tag1} consiguen de media {tagAvg}, {times} más de lo normal. Convierte ese tema en una serie fija.',
    'best-follow-up':
      'Tu mejor publicación, {excerpt}, consiguió {likes} y {comments}, {times} más que la media. Dale una continuación: una segunda parte, los errores típicos sobre el mismo tema o respuestas a sus comentarios.',
    'cta-more':
      'Las llamadas a la acción aparecen en el {ctaShare} de tus textos. Termina cada uno con una sola acción: guardarlo, enviárselo a un amigo o comentar una palabra.',
    'hashtags-trim': 'Usas de media {avgHashtags} por publicación. Quédate con tres a cinco precisos sobre el tema; el resto solo lo diluye.',
    'hashtags-add':
      'Tus publicaciones casi no llevan hashtags. Añade de tres a cinco que nombren el tema, como {nicheTag}, para que Instagram sepa a quién mostrarlas.',
    'first-posts':
      'Todavía no hay publicaciones que analizar. Publica {reelTarget} esta semana: uno que responda a la duda más común de tu audiencia, otro que muestre tu trabajo y otro sobre ti.',
    consistency: 'Elige días fijos para publicar y mantén {target} por semana: un ritmo constante funciona mejor que los picos seguidos de silencio.',
    'reply-comments':
      'Tus publicaciones reciben de media {avgComments}. Responde a cada uno en la primera hora: la propia conversación impulsa la publicación.',
    'pin-best':
      'Fija tus tres publicaciones más fuertes al principio del perfil: quien te visita decide en segundos si te sigue, y tu mejor publicación hasta ahora tiene {likes}.',
    series: 'Crea una serie semanal sobre {topic}, con nombre y día fijos: una serie da a la gente un motivo para volver y seguirte.',
    'bio-offer': 'Haz que tu biografía diga en una línea a quién ayudas y con qué en {topic}: es lo primero que lee quien te visita antes de seguirte.',
    'ask-audience':
      'Pregunta a tus seguidores con una encuesta en historias qué tema quieren ver y convierte el ganador en tu próximo reel: la gente ve lo que ha pedido.',
  },
  summary: {
    opening: ['{name} (@{username}): una cuenta de {topic} con {followers}.', '@{username} habla de {topic} para {followers}.'],
    engagement: 'Tasa de interacción del {er}, {cmp} para cuentas con {band} ({erLow}–{erHigh}).',
    reels: 'Reels: mediana de {medianViews}, el mejor con {topViews}.',
    frequency: 'Ritmo de publicación: {perWeek} por semana.',
    noPosts: 'Todavía no hay publicaciones que analizar: los números aparecerán tras las primeras.',
  },
};
