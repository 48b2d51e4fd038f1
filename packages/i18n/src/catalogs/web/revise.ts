import type { Language } from '../../languages.ts';
import type { SameShape } from '../../types.ts';

/**
 * Telling the writer what to change (issue 32): the regenerate dialog's idea and change chips, the confirmation
 * after a like or dislike, and the "your turn" prompts in a script. Keys `web.<section>.<key>`.
 */
const en = {
  revise: {
    title: 'Make a new version',
    body: 'We keep your idea and language and write a fresh take; this one stays in your content. It uses one of today’s generations.',
    idea_label: 'Your idea',
    idea_hint: 'Change it only if you want a script about something else.',
    changes: 'What should change?',
    changes_hint: 'Pick any that apply.',
    shorter: 'Shorter',
    longer: 'Longer',
    more_concrete: 'More concrete',
    funnier: 'Funnier',
    different_hook: 'Different hook',
    another_angle: 'Another angle',
    simpler_words: 'Simpler words',
    note_label: 'Anything else? (optional)',
    note_placeholder: 'e.g. Name the three changes that actually worked',
    note_hint:
      'Wishes that match the options above are applied. Anything else is followed only when an AI model writes your scripts, and it is never read aloud.',
  },
  rating: {
    liked: 'Thanks — your next scripts will lean towards this one.',
    disliked: 'Got it — your next scripts will avoid this kind of opening.',
    undo: 'Undo',
    cleared: 'Rating removed.',
  },
  creator_prompt: {
    label: 'Your turn',
    hint: 'Only you can say this: put it in your own words when you record.',
  },
} as const;

const ru: SameShape<typeof en> = {
  revise: {
    title: 'Новая версия',
    body: 'Мы сохраним вашу идею и язык и напишем сценарий заново; этот останется в вашем контенте. Уйдёт одна из сегодняшних генераций.',
    idea_label: 'Ваша идея',
    idea_hint: 'Меняйте её, только если нужен сценарий о другом.',
    changes: 'Что изменить?',
    changes_hint: 'Выберите всё, что подходит.',
    shorter: 'Короче',
    longer: 'Длиннее',
    more_concrete: 'Конкретнее',
    funnier: 'Смешнее',
    different_hook: 'Другой хук',
    another_angle: 'Другой подход',
    simpler_words: 'Проще',
    note_label: 'Что-то ещё? (необязательно)',
    note_placeholder: 'Например: назовите три изменения, которые правда сработали',
    note_hint:
      'Пожелания, совпадающие с вариантами выше, применяются. Остальное учитывается, только когда сценарии пишет ИИ-модель, и никогда не звучит в ролике.',
  },
  rating: {
    liked: 'Спасибо — следующие сценарии будут ближе к этому.',
    disliked: 'Понятно — в следующих сценариях не будет такого начала.',
    undo: 'Отменить',
    cleared: 'Оценка снята.',
  },
  creator_prompt: {
    label: 'Ваша часть',
    hint: 'Это можете сказать только вы: своими словами, когда будете записывать.',
  },
};

const pt: SameShape<typeof en> = {
  revise: {
    title: 'Criar uma nova versão',
    body: 'Mantemos sua ideia e o idioma e escrevemos uma nova versão; esta continua no seu conteúdo. Usa uma das gerações de hoje.',
    idea_label: 'Sua ideia',
    idea_hint: 'Mude só se quiser um roteiro sobre outro assunto.',
    changes: 'O que deve mudar?',
    changes_hint: 'Escolha o que quiser.',
    shorter: 'Mais curto',
    longer: 'Mais longo',
    more_concrete: 'Mais concreto',
    funnier: 'Mais engraçado',
    different_hook: 'Outro gancho',
    another_angle: 'Outro ângulo',
    simpler_words: 'Palavras mais simples',
    note_label: 'Algo mais? (opcional)',
    note_placeholder: 'Ex.: cite as três mudanças que realmente funcionaram',
    note_hint:
      'Os pedidos que combinam com as opções acima são aplicados. O resto só é seguido quando um modelo de IA escreve seus roteiros, e nunca é falado no vídeo.',
  },
  rating: {
    liked: 'Obrigado — seus próximos roteiros vão puxar para este estilo.',
    disliked: 'Entendido — seus próximos roteiros vão evitar esse tipo de abertura.',
    undo: 'Desfazer',
    cleared: 'Avaliação removida.',
  },
  creator_prompt: {
    label: 'Sua vez',
    hint: 'Só você pode dizer isto: com suas palavras, na hora de gravar.',
  },
};

const es: SameShape<typeof en> = {
  revise: {
    title: 'Crear una nueva versión',
    body: 'Mantenemos tu idea y el idioma y escribimos una versión nueva; esta se queda en tu contenido. Usa una de las generaciones de hoy.',
    idea_label: 'Tu idea',
    idea_hint: 'Cámbiala solo si quieres un guion sobre otra cosa.',
    changes: '¿Qué debería cambiar?',
    changes_hint: 'Elige lo que quieras.',
    shorter: 'Más corto',
    longer: 'Más largo',
    more_concrete: 'Más concreto',
    funnier: 'Más gracioso',
    different_hook: 'Otro gancho',
    another_angle: 'Otro enfoque',
    simpler_words: 'Palabras más sencillas',
    note_label: '¿Algo más? (opcional)',
    note_placeholder: 'Ej.: nombra los tres cambios que de verdad funcionaron',
    note_hint:
      'Lo que coincide con las opciones de arriba se aplica. Lo demás solo se sigue cuando un modelo de IA escribe tus guiones, y nunca se dice en el vídeo.',
  },
  rating: {
    liked: 'Gracias — tus próximos guiones se parecerán más a este.',
    disliked: 'Entendido — tus próximos guiones evitarán este tipo de inicio.',
    undo: 'Deshacer',
    cleared: 'Valoración quitada.',
  },
  creator_prompt: {
    label: 'Tu turno',
    hint: 'Esto solo lo puedes decir tú: con tus palabras, al grabar.',
  },
};

export const reviseWeb: Record<Language, SameShape<typeof en>> & { en: typeof en } = { en, ru, pt, es };
