import type { WriterLanguage } from '../writer.schema.ts';
import type { MemeShapeKind } from './shapes.ts';

/**
 * The built-in writer's meme lines, per language and shape. Each variant is 2–4 lines that continue the joke of the
 * text (reaction, escalation, punchline); `{slot}` is a part of the user's own text (see MemeShape), `{Slot}` the
 * same with a capital first letter. Slots are only placed where the words fit as the user wrote them: a Russian
 * listener (dative, "коту") only before "всё равно", "это не интересно", after "объяснить"; a situation after
 * "when"; an action after a colon. Every variant uses the text's own words in at least one line.
 *
 * Extra slots: {explain} is the "let me explain {connector} {point}" phrase chosen per connector (see derive.ts),
 * {key} a short key phrase of the text, {to} the listener with its preposition ("pro meu gato", "a mi gato").
 */
export type ShapeLines = Record<MemeShapeKind, readonly (readonly string[])[]>;

export interface MemePhrases {
  lines: ShapeLines;
  /** Without an action after the time ("Me at 3am:"). */
  atTimeAlone: readonly (readonly string[])[];
  /** {connector} {point} after "let me explain"; `that` when the connector only introduces a statement. */
  explain: { withConnector: string; that: string; about: string };
  /** Questions that close the caption. */
  questions: readonly string[];
  /** Closes the caption of an "explaining" meme: about the listener. */
  explainingQuestion: string;
  ctas: readonly string[];
  /** Hashtags every meme in this language gets (after those from the text). */
  baseHashtags: readonly string[];
  /** Words too common to be a key phrase or a hashtag. */
  stopWords: ReadonlySet<string>;
  /** Opening and closing quotes. */
  quotes: readonly [string, string];
}

const words = (list: string): ReadonlySet<string> => new Set(list.split(/\s+/).filter(Boolean));

export const MEME_PHRASES: Record<WriterLanguage, MemePhrases> = {
  en: {
    lines: {
      explaining: [
        ['Me: “Okay, {explain}.”', '{Listener}: 😐', 'Me, ten minutes later: still explaining 😅', '{Listener}: not convinced 🙃'],
        ['Step 1: explain to {listener} {connector} {point}', 'Step 2: {listener} stares at me 👀', 'Step 3: now I’m the one with doubts 🤔'],
      ],
      when: [
        ['First time: “Okay, no problem.” 🙂', 'Second time: “Hmm…” 😐', 'Me, when {situation} for the fifth time: 🫠'],
        ['My face: 😐', 'My brain: “Act normal.”', 'Me, when {situation} again: 🫠'],
      ],
      pov: [
        ['Day 1: “It’s fine, it’s just this once.”', 'Day 2: {scene}. Again.', 'Day 30: this is my life now 🙃'],
        ['Me: “I can handle this.” 😎', 'Also me, five minutes later: 🫠', 'The next day: {scene}. Again.'],
      ],
      nobody: [
        ['Literally no one asked 🤷', '{Who}, an hour later: {action}. Again.', '{Who}: “It’s fine. This is normal.”'],
        ['Everyone: “Please, not again.”', '{Who}: {action}. Again. 🙃'],
      ],
      also_me: [
        ['The plan: {first}', 'The reality: {second} 🙃', 'Every. Single. Time.'],
        ['Me, making plans: {first}', 'Also me, in real life: {second} 🫠'],
      ],
      versus: [
        ['{A}: 😎', '{B}: 🫠', 'Be honest: which one are you? 👇'],
        ['{A}: “I’ve got everything under control.”', '{B}: “What is control?” 🫠'],
      ],
      me_at_time: [
        ['My brain at {time}: “Perfect time for this.”', 'Me, an hour later: {action}. Still.', 'Me at 7am: “Why am I so tired?” 😵'],
        ['Sensible people at {time}: asleep 😴', 'Me: {action} 👀', 'My alarm, three hours later: 📢'],
      ],
      statement: [
        ['Me, reading “{key}”: 👀', 'Also me: “Finally, someone said it.”', 'Sending this to everyone who needs it 📩'],
        ['Them: “It’s not that serious.”', 'Me: “{Key}.” 😤', 'Me, a week later: still thinking about it 🙃'],
      ],
    },
    atTimeAlone: [['My brain at {time}: “Perfect time to overthink.”', 'My alarm: 👀', 'Me at 7am: “Why am I so tired?” 😵']],
    explain: { withConnector: 'let me explain {connector} {point}', that: 'listen: {point}', about: 'let me tell you about {point}' },
    questions: ['Be honest: is this you? 👇', 'Who else does this? Tell me in the comments 👇', 'Tag someone who needs to see this 😅'],
    explainingQuestion: 'Who else has tried explaining this to {listener}? 👇',
    ctas: ['Send this to someone who gets it 😅', 'Share it with a friend who does exactly this.', 'Save it for the next time it happens.'],
    baseHashtags: ['meme', 'relatable', 'funny'],
    quotes: ['“', '”'],
    stopWords: words(`
      a an the and or but so if then than that this these those there here of to in on at by for from with without into onto about
      over under after before while during up down out off again still just only also very really too much many more most some any
      every each all no not never ever i me my mine myself we us our you your yours he him his she her they them their it its
      is are was were be been being am do does did doing done have has had having will would shall should can could may might must
      what why how when where who whom which whose nobody somebody someone everyone anyone everybody
      explain explaining explained tell telling told try trying tried need needs want wants get gets got go goes going went make
      makes making made say says said let lets im i'm it's its you're youre don't dont can't cant won't wont that's
      pov vs versus me day days time times one thing things way like wake wakes whether another`),
  },
  ru: {
    lines: {
      explaining: [
        [
          'Я — {listener}: «Сейчас {explain}»',
          '{Listener} всё равно 😐',
          'Я, десять минут спустя: всё ещё объясняю 😅',
          'Спойлер: {listener} это не интересно 🙃',
        ],
        ['Шаг 1: объяснить {listener}{comma} {connector} {point}', 'Шаг 2: {listener} всё равно 👀', 'Шаг 3: теперь сомневаюсь уже я 🤔'],
      ],
      when: [
        ['В первый раз: «Ладно, без проблем» 🙂', 'Во второй раз: «Хм…» 😐', 'Я, когда {situation} уже в пятый раз: 🫠'],
        ['Моё лицо: 😐', 'Мой мозг: «Веди себя нормально»', 'Я, когда {situation} снова: 🫠'],
      ],
      pov: [
        ['День 1: «Ничего страшного, это один раз»', 'День 2: {scene}. Снова.', 'День 30: теперь это моя жизнь 🙃'],
        ['Я: «Я справлюсь» 😎', 'Тоже я, пять минут спустя: 🫠', 'На следующий день: {scene}. Снова.'],
      ],
      nobody: [
        ['Никто даже не спрашивал 🤷', '{Who}, час спустя: {action}. Снова.', '{Who}: «Всё нормально, так и надо»'],
        ['Все: «Пожалуйста, только не снова»', '{Who}: {action}. Снова. 🙃'],
      ],
      also_me: [
        ['План: {first}', 'Реальность: {second} 🙃', 'И так каждый раз.'],
        ['Я, строя планы: {first}', 'Я в реальности: {second} 🫠'],
      ],
      versus: [
        ['{A}: 😎', '{B}: 🫠', 'Честно: ты кто из них? 👇'],
        ['{A}: «У меня всё под контролем»', '{B}: «Какой ещё контроль?» 🫠'],
      ],
      me_at_time: [
        ['Мой мозг в {time}: «Самое время для этого»', 'Я, час спустя: {action}. До сих пор.', 'Я в 7 утра: «Почему так хочется спать?» 😵'],
        ['Нормальные люди в {time}: спят 😴', 'Я: {action} 👀', 'Будильник через три часа: 📢'],
      ],
      statement: [
        ['Я, читая «{key}»: 👀', 'Тоже я: «Наконец-то кто-то это сказал»', 'Отправляю всем, кому это нужно 📩'],
        ['Они: «Да ладно, не так уж это важно»', 'Я: «{Key}» 😤', 'Я, неделю спустя: всё ещё думаю об этом 🙃'],
      ],
    },
    atTimeAlone: [['Мой мозг в {time}: «Самое время подумать обо всём сразу»', 'Будильник: 👀', 'Я в 7 утра: «Почему так хочется спать?» 😵']],
    explain: { withConnector: 'объясню, {connector} {point}', that: 'объясню: {point}', about: 'расскажу про {point}' },
    questions: ['Честно: это про тебя? 👇', 'Кто ещё так делает? Пиши в комментариях 👇', 'Отметь того, кому это нужно увидеть 😅'],
    explainingQuestion: 'Кто ещё пытался объяснить это {listener}? 👇',
    ctas: ['Отправь тому, кто поймёт 😅', 'Поделись с другом, который делает ровно так же.', 'Сохрани на следующий раз.'],
    baseHashtags: ['мем', 'жиза', 'юмор'],
    quotes: ['«', '»'],
    stopWords: words(`
      а и или но да нет не ни что чтобы как так то это этот эта эти тот та те там тут здесь вот уже ещё еще лишь только тоже также
      в во на за к ко с со у о об от до по из изо для без над под при про через после перед между когда почему зачем где куда откуда
      кто чем чего кому ком я меня мне мной мы нас нам нами ты тебя тебе тобой вы вас вам он его ему им она её ее ей они их
      мой моя моё мое мои наш наша наше наши твой твоя твоё твои свой своя своё свои себя себе
      был была было были быть буду будет будем есть нужно надо можно нельзя очень сам сама сами весь вся всё все всех каждый
      объясняю объясняешь объяснять объяснить пытаюсь пытаешься говорю говорит говорят сказал сказала хочу хочет
      никто никого ничего ну же ли бы вс пов против раз день дни время утра ночи вечера утром ночью`),
  },
  pt: {
    lines: {
      explaining: [
        ['Eu: “Olha, {explain}.”', '{Listener}: 😐', 'Eu, dez minutos depois: ainda explicando 😅', '{Listener}: nem aí 🙃'],
        ['Passo 1: explicar {to} {connector} {point}', 'Passo 2: {listener} me encara 👀', 'Passo 3: agora quem duvida sou eu 🤔'],
      ],
      when: [
        ['Primeira vez: “Tudo bem, sem problema.” 🙂', 'Segunda vez: “Hmm…” 😐', 'Eu, quando {situation} pela quinta vez: 🫠'],
        ['Minha cara: 😐', 'Meu cérebro: “Age normalmente.”', 'Eu, quando {situation} de novo: 🫠'],
      ],
      pov: [
        ['Dia 1: “Tudo bem, foi só uma vez.”', 'Dia 2: {scene}. De novo.', 'Dia 30: agora essa é a minha vida 🙃'],
        ['Eu: “Eu dou conta.” 😎', 'Também eu, cinco minutos depois: 🫠', 'No dia seguinte: {scene}. De novo.'],
      ],
      nobody: [
        ['Ninguém pediu, sério 🤷', '{Who}, uma hora depois: {action}. De novo.', '{Who}: “Tá tudo bem, isso é normal.”'],
        ['Todo mundo: “Por favor, de novo não.”', '{Who}: {action}. De novo. 🙃'],
      ],
      also_me: [
        ['O plano: {first}', 'A realidade: {second} 🙃', 'Toda. Santa. Vez.'],
        ['Eu fazendo planos: {first}', 'Eu na vida real: {second} 🫠'],
      ],
      versus: [
        ['{A}: 😎', '{B}: 🫠', 'Sinceramente: qual dos dois é você? 👇'],
        ['{A}: “Tá tudo sob controle.”', '{B}: “Que controle?” 🫠'],
      ],
      me_at_time: [
        ['Meu cérebro às {time}: “Hora perfeita pra isso.”', 'Eu, uma hora depois: {action}. Ainda.', 'Eu às 7h: “Por que esse sono todo?” 😵'],
        ['Gente normal às {time}: dormindo 😴', 'Eu: {action} 👀', 'Meu despertador, três horas depois: 📢'],
      ],
      statement: [
        ['Eu, lendo “{key}”: 👀', 'Também eu: “Finalmente alguém falou.”', 'Mandando isso pra todo mundo que precisa 📩'],
        ['Eles: “Nem é tão sério assim.”', 'Eu: “{Key}.” 😤', 'Eu, uma semana depois: ainda pensando nisso 🙃'],
      ],
    },
    atTimeAlone: [['Meu cérebro às {time}: “Hora perfeita pra pensar em tudo.”', 'Meu despertador: 👀', 'Eu às 7h: “Por que esse sono todo?” 😵']],
    explain: { withConnector: 'deixa eu te explicar {connector} {point}', that: 'presta atenção: {point}', about: 'deixa eu te contar sobre {point}' },
    questions: ['Sinceramente: é você? 👇', 'Quem mais faz isso? Conta nos comentários 👇', 'Marca alguém que precisa ver isso 😅'],
    explainingQuestion: 'Quem mais já tentou explicar isso {to}? 👇',
    ctas: ['Manda pra alguém que vai entender 😅', 'Compartilha com aquele amigo que faz exatamente isso.', 'Salva pra próxima vez que acontecer.'],
    baseHashtags: ['meme', 'humor', 'memesbr'],
    quotes: ['“', '”'],
    stopWords: words(`
      a o as os um uma uns umas e ou mas se que de do da dos das em no na nos nas por pelo pela pra pro pras pros para com sem
      ao aos à às até sobre entre depois antes quando porque por que como onde quem qual isso esse essa isto este esta aquele aquela
      eu me mim meu minha meus minhas nós nos nosso nossa você voce vocês te tu seu sua ele ela eles elas lhe
      é e foi era ser estar está esta estou tô tá são ter tem tenho tinha vai vou fazer faz precisa precisamos preciso
      não nao nem já ainda também tambem só muito muita mais menos bem todo toda todos todas cada ninguém ninguem alguém alguem
      explicando explicar tentando pov vs dia dias vez vezes coisa gente manhã manha madrugada noite tarde`),
  },
  es: {
    lines: {
      explaining: [
        ['Yo: «Mira, {explain}»', '{Listener}: 😐', 'Yo, diez minutos después: todavía explicando 😅', '{Listener}: ni caso 🙃'],
        ['Paso 1: explicarle {to} {connector} {point}', 'Paso 2: {listener} me mira fijamente 👀', 'Paso 3: ahora dudo hasta yo 🤔'],
      ],
      when: [
        ['Primera vez: «Vale, no pasa nada» 🙂', 'Segunda vez: «Mmm…» 😐', 'Yo, cuando {situation} por quinta vez: 🫠'],
        ['Mi cara: 😐', 'Mi cerebro: «Actúa normal»', 'Yo, cuando {situation} otra vez: 🫠'],
      ],
      pov: [
        ['Día 1: «Tranqui, es solo una vez»', 'Día 2: {scene}. Otra vez.', 'Día 30: ahora esta es mi vida 🙃'],
        ['Yo: «Puedo con esto» 😎', 'También yo, cinco minutos después: 🫠', 'Al día siguiente: {scene}. Otra vez.'],
      ],
      nobody: [
        ['Nadie lo pidió, en serio 🤷', '{Who}, una hora después: {action}. Otra vez.', '{Who}: «Todo bien, esto es normal»'],
        ['Todos: «Por favor, otra vez no»', '{Who}: {action}. Otra vez. 🙃'],
      ],
      also_me: [
        ['El plan: {first}', 'La realidad: {second} 🙃', 'Todas. Las. Veces.'],
        ['Yo haciendo planes: {first}', 'Yo en la vida real: {second} 🫠'],
      ],
      versus: [
        ['{A}: 😎', '{B}: 🫠', 'En serio: ¿cuál de los dos eres tú? 👇'],
        ['{A}: «Lo tengo todo bajo control»', '{B}: «¿Qué control?» 🫠'],
      ],
      me_at_time: [
        ['Mi cerebro a las {time}: «Momento perfecto para esto»', 'Yo, una hora después: {action}. Todavía.', 'Yo a las 7: «¿Por qué tengo tanto sueño?» 😵'],
        ['La gente normal a las {time}: durmiendo 😴', 'Yo: {action} 👀', 'Mi alarma, tres horas después: 📢'],
      ],
      statement: [
        ['Yo, leyendo «{key}»: 👀', 'También yo: «Por fin alguien lo dijo»', 'Mandándoselo a todos los que lo necesitan 📩'],
        ['Ellos: «Tampoco es para tanto»', 'Yo: «{Key}» 😤', 'Yo, una semana después: todavía pensando en ello 🙃'],
      ],
    },
    atTimeAlone: [['Mi cerebro a las {time}: «Momento perfecto para pensar en todo»', 'Mi alarma: 👀', 'Yo a las 7: «¿Por qué tengo tanto sueño?» 😵']],
    explain: { withConnector: 'déjame explicarte {connector} {point}', that: 'escucha: {point}', about: 'déjame contarte sobre {point}' },
    questions: ['En serio: ¿eres tú? 👇', '¿Quién más hace esto? Cuéntamelo en los comentarios 👇', 'Etiqueta a alguien que necesita ver esto 😅'],
    explainingQuestion: '¿Quién más ha intentado explicárselo {to}? 👇',
    ctas: ['Mándaselo a alguien que lo entienda 😅', 'Compártelo con ese amigo que hace exactamente esto.', 'Guárdalo para la próxima vez que pase.'],
    baseHashtags: ['meme', 'humor', 'memesenespañol'],
    quotes: ['«', '»'],
    stopWords: words(`
      a al el la los las un una unos unas y o u pero si que de del en por para con sin sobre entre hasta desde después despues antes
      cuando porque por qué que como cómo donde dónde quien quién cual cuál eso ese esa esto este esta aquel aquella
      yo me mí mi mis nosotros nosotras nos nuestro nuestra tú tu te ti tus usted ustedes su sus él ella ellos ellas le les lo
      es son fue era ser estar está esta estoy están tener tiene tengo tenemos hay va voy vamos hacer hace necesito necesitamos
      no ni ya todavía todavia también tambien solo sólo muy más mas menos bien todo toda todos todas cada nadie alguien
      explicando explicándole explicandole intentando pov vs día dia días vez veces cosa mañana manana madrugada noche tarde`),
  },
};
