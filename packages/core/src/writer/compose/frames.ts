import type { WriterLanguage } from '../writer.schema.ts';
import type { FormatId } from './formats.ts';

/**
 * The connective words of each structure, per language (issue 32 item 4): "Myth:", "Mistake number two.", the day's
 * times, the challenge's days. Slots are filled only with library material or the creator's idea, and only where no
 * inflection is needed (after a colon, inside quotes, at the start of a line). Written natively, not translated.
 */
export interface Frames {
  /** "Myth: …" before a myth sentence, "Fact: …" before its fact. */
  myth: string;
  fact: string;
  mythScreen: string;
  factScreen: string;
  /** Ordinals said before list items: index 0 = first. */
  ordinals: readonly string[];
  /** "Mistake number {n}." */
  mistakeLead: string;
  mistakeScreen: string;
  beforeScreen: string;
  afterScreen: string;
  /** Between the "before" and the steps of a before/after. */
  changed: string;
  /** POV: the opening on screen; the spoken opening is the "before" line. */
  povScreen: string;
  /** After a POV opening: the turn to what helps. */
  povTurn: string;
  /** Reply to a comment: "{question}" is the viewer's question, quoted. */
  replySay: string;
  replyScreen: string;
  /** This or that: the opening question "{a}" / "{b}". */
  versusSay: string;
  versusScreen: string;
  /** Day in my life: what is said before each part of the day, and its on-screen time. */
  dayParts: readonly { say: string; screen: string }[];
  /** Seven-day challenge: opening with "{label}", and the lead of each stage "{from}"–"{to}". */
  challengeSay: string;
  challengeStage: string;
  challengeScreen: string;
  /** The last stage, a single day: "{from}". */
  challengeDay: string;
  challengeDayScreen: string;
  /** Story: the turn before what worked, and before the result. */
  storyWorked: string;
  storyResult: string;
  /** Title per structure: "{label}" is the sub-topic's label, "{n}" a count, "{a}"/"{b}" a comparison. */
  titles: Record<FormatId, string>;
  /** Caption lines: "{title}" first, then the beats' screens as a list under "{inside}". */
  captionInside: string;
  /** Calls to action per structure kind (no slots). */
  ctas: readonly { id: string; say: string; screen: string }[];
  /** An idea the library does not cover (the structure built on the idea itself; "{idea}" whole, "{key}" its key phrase). */
  idea: {
    hookHow: string;
    hookAbout: string;
    problem: string;
    tried: string;
    worked: string;
    result: string;
    ask: string;
    screens: { problem: string; tried: string; worked: string; result: string; ask: string };
    prompts: { problem: string; tried: string; worked: string; result: string };
    /** Two more structures on the idea alone (other angles for a batch, or a trend's list or myth format). */
    tips: IdeaStructure;
    myth: IdeaStructure;
  };
}

/** An idea-built structure: a hook and lines around "{key}", each with the prompt for what only the creator knows. */
export interface IdeaStructure {
  hook: string;
  lines: readonly { say: string; screen: string; prompt: string }[];
}

const EN: Frames = {
  myth: 'Myth: {line}',
  fact: 'Fact: {line}',
  mythScreen: 'Myth: {screen}',
  factScreen: 'Fact',
  ordinals: ['Tip one.', 'Tip two.', 'Tip three.', 'Tip four.', 'Tip five.', 'Tip six.', 'Tip seven.'],
  mistakeLead: 'Mistake number {n}.',
  mistakeScreen: 'Mistake {n}: {screen}',
  beforeScreen: 'Before',
  afterScreen: 'After',
  changed: 'Here is what changes it.',
  povScreen: 'POV: {label}',
  povTurn: 'Here is what actually helps.',
  replySay: 'Someone asked me: “{question}” Here is my honest answer.',
  replyScreen: 'Your question',
  versusSay: '{a} or {b}? Here is which one I pick.',
  versusScreen: '{a} vs {b}',
  dayParts: [
    { say: 'My day starts with this.', screen: 'Morning' },
    { say: 'By midday, this is what I do.', screen: 'Midday' },
    { say: 'In the afternoon, this one matters most.', screen: 'Afternoon' },
    { say: 'And in the evening, this.', screen: 'Evening' },
  ],
  challengeSay: 'Seven days, one change. The topic: {label}. Here is the plan.',
  challengeStage: 'Days {from} to {to}.',
  challengeScreen: 'Days {from}–{to}',
  challengeDay: 'Day {from}.',
  challengeDayScreen: 'Day {from}',
  storyWorked: 'Here is what actually works.',
  storyResult: 'And here is where that gets you.',
  titles: {
    'myth-fact': '{label}: myths vs facts',
    'top-list': '{label}: {n} tips that work',
    mistakes: '{label}: {n} mistakes to stop making',
    steps: '{label}: step by step',
    'before-after': '{label}: before and after',
    pov: 'POV: {label}',
    reply: '{label}: your question answered',
    'this-or-that': '{a} or {b}?',
    'day-in-life': '{label}: a day in my life',
    challenge: '7-day challenge: {label}',
    story: '{label}: what finally worked',
  },
  captionInside: 'In this video:',
  ctas: [
    { id: 'cta-save', say: 'Save this so you have it when you need it.', screen: 'Save this' },
    { id: 'cta-share', say: 'Send this to a friend who needs it.', screen: 'Share it' },
    { id: 'cta-follow', say: 'Follow for more like this every week.', screen: 'Follow for more' },
    { id: 'cta-comment', say: 'Which one are you trying first? Tell me in the comments.', screen: 'Comment below' },
    { id: 'cta-try', say: 'Try it today and tell me how it went.', screen: 'Try it today' },
  ],
  idea: {
    hookHow: 'Here is {idea}.',
    hookAbout: 'Let’s talk about this: {idea}.',
    problem: 'First, the problem I had with “{key}”.',
    tried: 'What I tried first with “{key}” did not work, and here is why.',
    worked: 'What finally worked for “{key}” was one change.',
    result: 'And here is what changed with “{key}” after that.',
    ask: 'Have you tried anything with “{key}”? Tell me in the comments.',
    screens: { problem: 'The problem', tried: 'What I tried', worked: 'What worked', result: 'The result', ask: 'Your turn' },
    prompts: {
      problem: 'Say the problem in one sentence, in your own words.',
      tried: 'Say what you tried first and why it did not work.',
      worked: 'Say the one change that worked for you.',
      result: 'Say what changed, with a number if you have one.',
    },
    tips: {
      hook: 'Three things about “{key}” I wish I had known sooner.',
      lines: [
        { say: 'The first thing about “{key}” is the one most people skip.', screen: 'Tip 1', prompt: 'Say your first tip: one concrete action.' },
        { say: 'The second thing about “{key}” saves the most time.', screen: 'Tip 2', prompt: 'Say your second tip.' },
        { say: 'The third thing about “{key}” is the one I use every week.', screen: 'Tip 3', prompt: 'Say your third tip.' },
      ],
    },
    myth: {
      hook: 'There is one thing everyone gets wrong about “{key}”.',
      lines: [
        { say: 'Here is what people believe about “{key}”.', screen: 'The myth', prompt: 'Say the common belief that is wrong.' },
        { say: 'And here is what is actually true about “{key}”.', screen: 'The truth', prompt: 'Say what is true instead.' },
        { say: 'Here is how I know this about “{key}”.', screen: 'The proof', prompt: 'Give your proof: a result, a number or an example.' },
      ],
    },
  },
};

const RU: Frames = {
  myth: 'Миф. {line}',
  fact: 'Правда. {line}',
  mythScreen: 'Миф: {screen}',
  factScreen: 'Правда',
  ordinals: ['Совет первый.', 'Совет второй.', 'Совет третий.', 'Совет четвёртый.', 'Совет пятый.', 'Совет шестой.', 'Совет седьмой.'],
  mistakeLead: 'Ошибка номер {n}.',
  mistakeScreen: 'Ошибка {n}: {screen}',
  beforeScreen: 'До',
  afterScreen: 'После',
  changed: 'Вот что это меняет.',
  povScreen: 'POV: {label}',
  povTurn: 'И вот что реально помогает.',
  replySay: 'Мне написали: «{question}» Отвечаю честно.',
  replyScreen: 'Ваш вопрос',
  versusSay: '{a} или {b}? Рассказываю, что выбираю я.',
  versusScreen: '{a} или {b}',
  dayParts: [
    { say: 'Мой день начинается с этого.', screen: 'Утро' },
    { say: 'К обеду я делаю вот что.', screen: 'День' },
    { say: 'После обеда важнее всего вот это.', screen: 'После обеда' },
    { say: 'А вечером — вот это.', screen: 'Вечер' },
  ],
  challengeSay: 'Семь дней, одна перемена. Тема: {label}. Вот план.',
  challengeStage: 'Дни с {from} по {to}.',
  challengeScreen: 'Дни {from}–{to}',
  challengeDay: 'День {from}.',
  challengeDayScreen: 'День {from}',
  storyWorked: 'А вот что действительно работает.',
  storyResult: 'И вот к чему это приводит.',
  titles: {
    'myth-fact': '{label}: мифы и правда',
    'top-list': '{label}: {n} рабочих совета',
    mistakes: '{label}: {n} ошибки, которые пора бросить',
    steps: '{label}: пошагово',
    'before-after': '{label}: до и после',
    pov: 'POV: {label}',
    reply: '{label}: отвечаю на вопрос',
    'this-or-that': '{a} или {b}?',
    'day-in-life': '{label}: один мой день',
    challenge: 'Челлендж на 7 дней: {label}',
    story: '{label}: что в итоге сработало',
  },
  captionInside: 'В этом видео:',
  ctas: [
    { id: 'cta-save', say: 'Сохрани, чтобы не искать, когда понадобится.', screen: 'Сохрани' },
    { id: 'cta-share', say: 'Отправь другу, которому это нужно.', screen: 'Отправь другу' },
    { id: 'cta-follow', say: 'Подписывайся, чтобы не пропустить следующее видео.', screen: 'Подписывайся' },
    { id: 'cta-comment', say: 'С чего начнёшь ты? Напиши в комментариях.', screen: 'Пиши в комментариях' },
    { id: 'cta-try', say: 'Попробуй сегодня и расскажи, как получилось.', screen: 'Попробуй сегодня' },
  ],
  idea: {
    hookHow: 'Рассказываю, {idea}.',
    hookAbout: 'Тема этого видео: {idea}.',
    problem: 'Сначала о проблеме: что мешает в теме «{key}».',
    tried: 'Первое, что приходит в голову в теме «{key}», не работает. И вот почему.',
    worked: 'В теме «{key}» в итоге всё решает одна перемена.',
    result: 'И вот что изменилось в теме «{key}» после этого.',
    ask: 'А какой у тебя опыт в теме «{key}»? Напиши в комментариях.',
    screens: { problem: 'Проблема', tried: 'Что не сработало', worked: 'Что сработало', result: 'Результат', ask: 'Твоя очередь' },
    prompts: {
      problem: 'Скажите своими словами, в чём была проблема, одним предложением.',
      tried: 'Скажите, что пробовали сначала и почему не сработало.',
      worked: 'Скажите, какая одна перемена сработала у вас.',
      result: 'Скажите, что изменилось, лучше с цифрой.',
    },
    tips: {
      hook: 'Три вещи в теме «{key}», которые стоило узнать раньше.',
      lines: [
        { say: 'Первое в теме «{key}» — то, что почти все пропускают.', screen: 'Совет 1', prompt: 'Скажите первый совет: одно конкретное действие.' },
        { say: 'Второе в теме «{key}» экономит больше всего времени.', screen: 'Совет 2', prompt: 'Скажите второй совет.' },
        { say: 'Третье в теме «{key}» — то, чем я пользуюсь каждую неделю.', screen: 'Совет 3', prompt: 'Скажите третий совет.' },
      ],
    },
    myth: {
      hook: 'В теме «{key}» почти все ошибаются в одном.',
      lines: [
        { say: 'Вот во что принято верить в теме «{key}».', screen: 'Миф', prompt: 'Скажите, в какое распространённое заблуждение верят.' },
        { say: 'А вот как на самом деле обстоят дела в теме «{key}».', screen: 'Правда', prompt: 'Скажите, как на самом деле.' },
        { say: 'И вот откуда я это знаю про тему «{key}».', screen: 'Доказательство', prompt: 'Дайте доказательство: результат, цифру или пример.' },
      ],
    },
  },
};

const PT: Frames = {
  myth: 'Mito. {line}',
  fact: 'Verdade. {line}',
  mythScreen: 'Mito: {screen}',
  factScreen: 'Verdade',
  ordinals: [
    'Dica número um.',
    'Dica número dois.',
    'Dica número três.',
    'Dica número quatro.',
    'Dica número cinco.',
    'Dica número seis.',
    'Dica número sete.',
  ],
  mistakeLead: 'Erro número {n}.',
  mistakeScreen: 'Erro {n}: {screen}',
  beforeScreen: 'Antes',
  afterScreen: 'Depois',
  changed: 'Olha o que muda isso.',
  povScreen: 'POV: {label}',
  povTurn: 'E olha o que ajuda de verdade.',
  replySay: 'Me perguntaram: “{question}” Vou responder com sinceridade.',
  replyScreen: 'Sua pergunta',
  versusSay: '{a} ou {b}? Te conto qual eu escolho.',
  versusScreen: '{a} ou {b}',
  dayParts: [
    { say: 'Meu dia começa com isso.', screen: 'Manhã' },
    { say: 'Na hora do almoço, eu faço isso.', screen: 'Meio-dia' },
    { say: 'À tarde, isso é o que mais importa.', screen: 'Tarde' },
    { say: 'E à noite, isso aqui.', screen: 'Noite' },
  ],
  challengeSay: 'Sete dias, uma mudança. O tema: {label}. Olha o plano.',
  challengeStage: 'Dias {from} a {to}.',
  challengeScreen: 'Dias {from}–{to}',
  challengeDay: 'Dia {from}.',
  challengeDayScreen: 'Dia {from}',
  storyWorked: 'Agora, o que funciona de verdade.',
  storyResult: 'E é aqui que isso te leva.',
  titles: {
    'myth-fact': '{label}: mitos e verdades',
    'top-list': '{label}: {n} dicas que funcionam',
    mistakes: '{label}: {n} erros para parar de cometer',
    steps: '{label}: passo a passo',
    'before-after': '{label}: antes e depois',
    pov: 'POV: {label}',
    reply: '{label}: respondendo sua pergunta',
    'this-or-that': '{a} ou {b}?',
    'day-in-life': '{label}: um dia comigo',
    challenge: 'Desafio de 7 dias: {label}',
    story: '{label}: o que finalmente funcionou',
  },
  captionInside: 'Neste vídeo:',
  ctas: [
    { id: 'cta-save', say: 'Salva esse vídeo para ter quando precisar.', screen: 'Salva esse vídeo' },
    { id: 'cta-share', say: 'Manda para aquela amiga que precisa ver isso.', screen: 'Manda para alguém' },
    { id: 'cta-follow', say: 'Me segue para ver mais conteúdo assim toda semana.', screen: 'Me segue' },
    { id: 'cta-comment', say: 'Qual você vai testar primeiro? Me conta nos comentários.', screen: 'Comenta aqui' },
    { id: 'cta-try', say: 'Testa hoje e depois me conta como foi.', screen: 'Testa hoje' },
  ],
  idea: {
    hookHow: 'Vou te mostrar {idea}.',
    hookAbout: 'O assunto de hoje: {idea}.',
    problem: 'Primeiro, o problema que eu tinha com “{key}”.',
    tried: 'O que eu tentei primeiro com “{key}” não deu certo, e eu te conto por quê.',
    worked: 'O que finalmente funcionou com “{key}” foi uma mudança só.',
    result: 'E olha o que mudou com “{key}” depois disso.',
    ask: 'Você já tentou alguma coisa com “{key}”? Me conta nos comentários.',
    screens: { problem: 'O problema', tried: 'O que eu tentei', worked: 'O que funcionou', result: 'O resultado', ask: 'Sua vez' },
    prompts: {
      problem: 'Diga o problema em uma frase, com suas palavras.',
      tried: 'Diga o que você tentou primeiro e por que não deu certo.',
      worked: 'Diga a mudança que funcionou para você.',
      result: 'Diga o que mudou, com um número se tiver.',
    },
    tips: {
      hook: 'Três coisas sobre “{key}” que eu queria ter sabido antes.',
      lines: [
        { say: 'A primeira coisa sobre “{key}” é a que quase todo mundo pula.', screen: 'Dica 1', prompt: 'Diga sua primeira dica: uma ação concreta.' },
        { say: 'A segunda coisa sobre “{key}” é a que mais economiza tempo.', screen: 'Dica 2', prompt: 'Diga sua segunda dica.' },
        { say: 'A terceira coisa sobre “{key}” é a que eu uso toda semana.', screen: 'Dica 3', prompt: 'Diga sua terceira dica.' },
      ],
    },
    myth: {
      hook: 'Tem uma coisa sobre “{key}” que quase todo mundo entende errado.',
      lines: [
        { say: 'Olha o que as pessoas acreditam sobre “{key}”.', screen: 'O mito', prompt: 'Diga a crença comum que está errada.' },
        { say: 'E olha o que é verdade sobre “{key}”.', screen: 'A verdade', prompt: 'Diga o que é verdade.' },
        { say: 'E é assim que eu sei isso sobre “{key}”.', screen: 'A prova', prompt: 'Dê sua prova: um resultado, um número ou um exemplo.' },
      ],
    },
  },
};

const ES: Frames = {
  myth: 'Mito. {line}',
  fact: 'La realidad. {line}',
  mythScreen: 'Mito: {screen}',
  factScreen: 'Realidad',
  ordinals: [
    'Consejo número uno.',
    'Consejo número dos.',
    'Consejo número tres.',
    'Consejo número cuatro.',
    'Consejo número cinco.',
    'Consejo número seis.',
    'Consejo número siete.',
  ],
  mistakeLead: 'Error número {n}.',
  mistakeScreen: 'Error {n}: {screen}',
  beforeScreen: 'Antes',
  afterScreen: 'Después',
  changed: 'Esto es lo que lo cambia.',
  povScreen: 'POV: {label}',
  povTurn: 'Y esto es lo que de verdad ayuda.',
  replySay: 'Me preguntaron: «{question}» Te respondo con sinceridad.',
  replyScreen: 'Tu pregunta',
  versusSay: '¿{a} o {b}? Te cuento cuál elijo yo.',
  versusScreen: '{a} o {b}',
  dayParts: [
    { say: 'Mi día empieza con esto.', screen: 'Mañana' },
    { say: 'A mediodía, hago esto.', screen: 'Mediodía' },
    { say: 'Por la tarde, esto es lo que más importa.', screen: 'Tarde' },
    { say: 'Y por la noche, esto.', screen: 'Noche' },
  ],
  challengeSay: 'Siete días, un cambio. El tema: {label}. Este es el plan.',
  challengeStage: 'Días {from} a {to}.',
  challengeScreen: 'Días {from}–{to}',
  challengeDay: 'Día {from}.',
  challengeDayScreen: 'Día {from}',
  storyWorked: 'Ahora, lo que de verdad funciona.',
  storyResult: 'Y aquí es a donde te lleva.',
  titles: {
    'myth-fact': '{label}: mitos y realidades',
    'top-list': '{label}: {n} consejos que funcionan',
    mistakes: '{label}: {n} errores que debes dejar',
    steps: '{label}: paso a paso',
    'before-after': '{label}: antes y después',
    pov: 'POV: {label}',
    reply: '{label}: respondo tu pregunta',
    'this-or-that': '¿{a} o {b}?',
    'day-in-life': '{label}: un día conmigo',
    challenge: 'Reto de 7 días: {label}',
    story: '{label}: lo que por fin funcionó',
  },
  captionInside: 'En este video:',
  ctas: [
    { id: 'cta-save', say: 'Guárdalo para tenerlo a mano cuando lo necesites.', screen: 'Guárdalo' },
    { id: 'cta-share', say: 'Mándaselo a alguien que lo necesite.', screen: 'Compártelo' },
    { id: 'cta-follow', say: 'Sígueme para más contenido así cada semana.', screen: 'Sígueme' },
    { id: 'cta-comment', say: '¿Cuál vas a probar primero? Cuéntamelo en los comentarios.', screen: 'Comenta abajo' },
    { id: 'cta-try', say: 'Pruébalo hoy y cuéntame qué tal te fue.', screen: 'Pruébalo hoy' },
  ],
  idea: {
    hookHow: 'Te cuento {idea}.',
    hookAbout: 'El tema de hoy: {idea}.',
    problem: 'Primero, el problema que tenía con «{key}».',
    tried: 'Lo primero que probé con «{key}» no funcionó, y te cuento por qué.',
    worked: 'Lo que por fin funcionó con «{key}» fue un solo cambio.',
    result: 'Y esto es lo que cambió con «{key}» después.',
    ask: '¿Tú ya probaste algo con «{key}»? Cuéntamelo en los comentarios.',
    screens: { problem: 'El problema', tried: 'Lo que probé', worked: 'Lo que funcionó', result: 'El resultado', ask: 'Tu turno' },
    prompts: {
      problem: 'Di el problema en una frase, con tus palabras.',
      tried: 'Di qué probaste primero y por qué no funcionó.',
      worked: 'Di el cambio que te funcionó.',
      result: 'Di qué cambió, con un número si lo tienes.',
    },
    tips: {
      hook: 'Tres cosas sobre «{key}» que ojalá hubiera sabido antes.',
      lines: [
        { say: 'La primera cosa sobre «{key}» es la que casi todos se saltan.', screen: 'Consejo 1', prompt: 'Di tu primer consejo: una acción concreta.' },
        { say: 'La segunda cosa sobre «{key}» es la que más tiempo ahorra.', screen: 'Consejo 2', prompt: 'Di tu segundo consejo.' },
        { say: 'La tercera cosa sobre «{key}» es la que uso cada semana.', screen: 'Consejo 3', prompt: 'Di tu tercer consejo.' },
      ],
    },
    myth: {
      hook: 'Hay algo sobre «{key}» en lo que casi todos se equivocan.',
      lines: [
        { say: 'Esto es lo que la gente cree sobre «{key}».', screen: 'El mito', prompt: 'Di la creencia común que es falsa.' },
        { say: 'Y esto es lo que de verdad pasa con «{key}».', screen: 'La verdad', prompt: 'Di lo que es verdad.' },
        { say: 'Y así es como sé esto sobre «{key}».', screen: 'La prueba', prompt: 'Da tu prueba: un resultado, un número o un ejemplo.' },
      ],
    },
  },
};

export const FRAMES: Record<WriterLanguage, Frames> = { en: EN, ru: RU, pt: PT, es: ES };
