/**
 * The fake model's answers to the writer's structured brief (packages/core/src/writer/llm-prompt.ts): a script on
 * the brief's idea, in its language, in the beat structure its trend format asks for, with the labels that format
 * uses. It reads the brief the way a model would and answers in the API's shape; it is a test double, so its lines
 * are plain and few — just good enough to pass the writer's rules, or (in `echo_context` mode) to break them the
 * way weak models do, by reading the creator's context aloud.
 */

export type FakeLanguage = 'en' | 'ru' | 'pt' | 'es';

/** The part of the writer's brief block the fake reads. Everything is optional: the fake never trusts its input. */
export interface FakeBrief {
  idea?: string | null;
  language?: string;
  content_type?: string;
  trend?: { title?: string; format?: string | null } | null;
  creator_context?: {
    niche?: string;
    why_followers_choose_you?: string;
    recommendations?: string[];
    hashtags?: string[];
    blog?: { topic?: string; why_followers_choose_them?: string };
  } | null;
  revision?: { creator_instruction?: string } | null;
  variant?: { number?: number } | null;
  meme_text?: string;
}

/** Reads the JSON block that follows the writer's "Brief (JSON):" heading in the first user message, if any. */
export function briefIn(messages: readonly { role: string; content: string }[]): FakeBrief | undefined {
  const first = messages.find((message) => message.role === 'user');
  const content = typeof first?.content === 'string' ? first.content : '';
  const at = content.indexOf('Brief (JSON):');
  if (at < 0) return undefined;
  const start = content.indexOf('{', at);
  if (start < 0) return undefined;
  // The block is pretty-printed JSON followed by a blank line and the closing instruction.
  const end = content.indexOf('\n}\n', start);
  try {
    const parsed: unknown = JSON.parse(content.slice(start, end < 0 ? undefined : end + 2));
    return typeof parsed === 'object' && parsed !== null ? (parsed as FakeBrief) : undefined;
  } catch {
    return undefined;
  }
}

interface Beat {
  onScreenText: string;
  spokenLine: string;
  seconds: number;
  sceneTitle?: string;
  visual?: 'avatar' | 'photo';
}

interface Words {
  topicless: string;
  titles: [string, string, string];
  hooks: [string, string, string];
  steps: [string, string, string];
  stepScreens: [string, string, string];
  myths: [string, string, string, string];
  mythScreens: [string, string, string, string];
  beforeAfter: [string, string, string];
  beforeAfterScreens: [string, string, string];
  povScreen: string;
  question: string;
  questionHook: string;
  versus: string;
  versusScreen: string;
  day: [string, string, string];
  stepLabel: string;
  cta: string;
  caption: string;
  tags: string[];
}

// `{t}` is the topic: the idea as typed (or the niche when no idea was given), quoted so any phrase reads as a name.
const WORDS: Record<FakeLanguage, Words> = {
  en: {
    topicless: 'this topic',
    titles: ['{T}: what actually works', '{T}, the honest version', '{T} without the usual mistakes'],
    hooks: ['Here is what actually works for "{t}".', 'Most people get "{t}" wrong, and here is why.', 'One small change made "{t}" easier for me.'],
    steps: [
      'First, for "{t}", pick one change you can make today.',
      'Second, do it at the same time every day, so "{t}" becomes a habit.',
      'Third, check after one week what changed with "{t}", and keep what worked.',
    ],
    stepScreens: ['One change today', 'Same time every day', 'Check after a week'],
    myths: [
      'Myth: "{t}" takes hours every day.',
      'Fact: ten focused minutes on "{t}" beat an hour of reading tips.',
      'Myth: you need special gear for "{t}".',
      'Fact: what you already have is enough to start with "{t}".',
    ],
    mythScreens: ['Myth: it takes hours', 'Fact: ten minutes is enough', 'Myth: you need gear', 'Fact: start with what you have'],
    beforeAfter: [
      'Before, "{t}" felt impossible to fit into my day.',
      'The change for "{t}" was one small step, done every morning.',
      'After a month, "{t}" is simply part of my routine.',
    ],
    beforeAfterScreens: ['Before: no time', 'The change', 'After: a routine'],
    povScreen: 'POV: day one',
    question: '"How do I start with {t}?"',
    questionHook: 'A follower asked me how to start with "{t}", so here is my answer.',
    versus: 'Mornings versus evenings for "{t}": mornings win when your day gets busy.',
    versusScreen: 'Mornings vs evenings',
    day: ['At seven, I start the day with "{t}".', 'At lunch, I spend ten minutes on "{t}" again.', 'In the evening, I check how "{t}" went today.'],
    stepLabel: 'Step',
    cta: 'Save this and try it this week.',
    caption: '{T} in three simple steps. Which one will you try first?',
    tags: ['tips', 'reels', 'howto'],
  },
  ru: {
    topicless: 'эта тема',
    titles: ['{T}: что работает на самом деле', '{T}: честная версия', '{T} без типичных ошибок'],
    hooks: [
      'Вот что на самом деле работает в теме «{t}».',
      'Большинство ошибается в теме «{t}», и вот почему.',
      'Одно маленькое изменение упростило мне тему «{t}».',
    ],
    steps: [
      'Первое: для темы «{t}» выберите одно изменение, которое можно сделать сегодня.',
      'Второе: делайте это в одно и то же время, чтобы «{t}» стало привычкой.',
      'Третье: через неделю проверьте, что изменилось в теме «{t}», и оставьте то, что сработало.',
    ],
    stepScreens: ['Одно изменение сегодня', 'В одно и то же время', 'Проверка через неделю'],
    myths: [
      'Миф: на «{t}» нужны часы каждый день.',
      'Факт: десять сосредоточенных минут на «{t}» дают больше, чем час чтения советов.',
      'Миф: для темы «{t}» нужно особое снаряжение.',
      'Факт: чтобы начать с «{t}», хватит того, что у вас уже есть.',
    ],
    mythScreens: ['Миф: нужны часы', 'Факт: хватит десяти минут', 'Миф: нужно снаряжение', 'Факт: начните с того, что есть'],
    beforeAfter: [
      'До этого «{t}» никак не помещалось в мой день.',
      'Изменение в теме «{t}» было одним маленьким шагом каждое утро.',
      'После месяца «{t}» стало обычной частью моего дня.',
    ],
    beforeAfterScreens: ['До: нет времени', 'Что изменилось', 'После: привычка'],
    povScreen: 'POV: первый день',
    question: '«Как начать с темы {t}?»',
    questionHook: 'Подписчица спросила, как начать с темы «{t}», и вот мой ответ.',
    versus: 'Утро против вечера для темы «{t}»: утро выигрывает, когда день загружен.',
    versusScreen: 'Утро vs вечер',
    day: ['В семь утра я начинаю день с темы «{t}».', 'В обед я снова трачу десять минут на «{t}».', 'Вечером я проверяю, как сегодня прошло «{t}».'],
    stepLabel: 'Шаг',
    cta: 'Сохраните это и попробуйте на этой неделе.',
    caption: '{T} в трёх простых шагах. С какого начнёте вы?',
    tags: ['советы', 'рилс', 'какначать'],
  },
  pt: {
    topicless: 'esse tema',
    titles: ['{T}: o que funciona de verdade', '{T}, a versão sincera', '{T} sem os erros de sempre'],
    hooks: [
      'Isso é o que funciona de verdade em "{t}".',
      'A maioria erra em "{t}", e eu vou te mostrar por quê.',
      'Uma mudança pequena deixou "{t}" muito mais fácil para mim.',
    ],
    steps: [
      'Primeiro, em "{t}", escolha uma mudança que você consegue fazer hoje.',
      'Segundo, faça isso no mesmo horário todo dia, para "{t}" virar hábito.',
      'Terceiro, depois de uma semana, veja o que mudou em "{t}" e mantenha o que funcionou.',
    ],
    stepScreens: ['Uma mudança hoje', 'Mesmo horário todo dia', 'Revisão em uma semana'],
    myths: [
      'Mito: "{t}" exige horas todo dia.',
      'Fato: dez minutos focados em "{t}" valem mais do que uma hora lendo dicas.',
      'Mito: você precisa de equipamento especial para "{t}".',
      'Fato: o que você já tem em casa é suficiente para começar "{t}".',
    ],
    mythScreens: ['Mito: exige horas', 'Fato: dez minutos bastam', 'Mito: precisa de equipamento', 'Fato: comece com o que tem'],
    beforeAfter: [
      'Antes, "{t}" não cabia de jeito nenhum no meu dia.',
      'A mudança em "{t}" foi um passo pequeno, feito toda manhã.',
      'Depois de um mês, "{t}" virou parte da minha rotina.',
    ],
    beforeAfterScreens: ['Antes: sem tempo', 'A mudança', 'Depois: uma rotina'],
    povScreen: 'POV: o primeiro dia',
    question: '"Como eu começo com {t}?"',
    questionHook: 'Uma seguidora me perguntou como começar com "{t}", então aqui está a minha resposta.',
    versus: 'Manhã ou noite para "{t}": a manhã ganha quando o seu dia é corrido.',
    versusScreen: 'Manhã vs noite',
    day: ['Às sete, eu começo o dia com "{t}".', 'No almoço, eu passo mais dez minutos em "{t}".', 'À noite, eu vejo como foi "{t}" hoje.'],
    stepLabel: 'Passo',
    cta: 'Salve este vídeo e teste ainda esta semana.',
    caption: '{T} em três passos simples. Qual você vai testar primeiro?',
    tags: ['dicas', 'reels', 'comocomecar'],
  },
  es: {
    topicless: 'este tema',
    titles: ['{T}: lo que de verdad funciona', '{T}, la versión honesta', '{T} sin los errores de siempre'],
    hooks: [
      'Esto es lo que de verdad funciona con "{t}".',
      'La mayoría se equivoca con "{t}", y te cuento por qué.',
      'Un cambio pequeño me hizo "{t}" mucho más fácil.',
    ],
    steps: [
      'Primero, para "{t}", elige un cambio que puedas hacer hoy.',
      'Segundo, hazlo a la misma hora cada día, para que "{t}" se vuelva un hábito.',
      'Tercero, después de una semana, mira qué cambió con "{t}" y quédate con lo que funcionó.',
    ],
    stepScreens: ['Un cambio hoy', 'Misma hora cada día', 'Revisión en una semana'],
    myths: [
      'Mito: "{t}" exige horas cada día.',
      'Realidad: diez minutos enfocados en "{t}" valen más que una hora leyendo consejos.',
      'Mito: necesitas un equipo especial para "{t}".',
      'Realidad: lo que ya tienes en casa basta para empezar con "{t}".',
    ],
    mythScreens: ['Mito: exige horas', 'Realidad: diez minutos bastan', 'Mito: necesitas equipo', 'Realidad: empieza con lo que tienes'],
    beforeAfter: [
      'Antes, "{t}" no cabía de ninguna manera en mi día.',
      'El cambio con "{t}" fue un paso pequeño, cada mañana.',
      'Después de un mes, "{t}" ya es parte de mi rutina.',
    ],
    beforeAfterScreens: ['Antes: sin tiempo', 'El cambio', 'Después: una rutina'],
    povScreen: 'POV: el primer día',
    question: '"¿Cómo empiezo con {t}?"',
    questionHook: 'Una seguidora me preguntó cómo empezar con "{t}", y esta es mi respuesta.',
    versus: 'Mañana o noche para "{t}": la mañana gana cuando tu día está lleno.',
    versusScreen: 'Mañana vs noche',
    day: ['A las siete, empiezo el día con "{t}".', 'En el almuerzo, dedico otros diez minutos a "{t}".', 'Por la noche, reviso cómo fue "{t}" hoy.'],
    stepLabel: 'Paso',
    cta: 'Guarda este video y pruébalo esta semana.',
    caption: '{T} en tres pasos sencillos. ¿Cuál vas a probar primero?',
    tags: ['consejos', 'reels', 'comoempezar'],
  },
};

const isLanguage = (value: unknown): value is FakeLanguage => value === 'en' || value === 'ru' || value === 'pt' || value === 'es';

function fill(template: string, topic: string): string {
  const capital = topic.charAt(0).toLocaleUpperCase() + topic.slice(1);
  return template.replaceAll('{T}', capital).replaceAll('{t}', topic);
}

/** The hashtags a model would pick: the idea's longer words, then the creator's own tags, then generic ones. */
function tagsFor(topic: string, brief: FakeBrief, words: Words): string[] {
  const fromIdea = topic
    .toLocaleLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 5)
    .slice(0, 3);
  const own = (brief.creator_context?.hashtags ?? [])
    .map((tag) => tag.replace(/[^\p{L}\p{N}_]/gu, ''))
    .filter(Boolean)
    .slice(0, 3);
  return [...new Set([...fromIdea, ...own, ...words.tags])].slice(0, 8);
}

/** What weak models do with creator context: read the bio and the analysis aloud, and the creator's note too. */
function echoLines(brief: FakeBrief): string[] {
  const context = brief.creator_context;
  const lines: string[] = [];
  const topic = context?.blog?.topic ?? context?.niche;
  if (topic) lines.push(`Today: ${topic}`);
  const why = context?.why_followers_choose_you ?? context?.blog?.why_followers_choose_them;
  if (why) lines.push(`That's what this page is about: ${why}`);
  const note = brief.revision?.creator_instruction;
  if (note) lines.push(note);
  return lines.length > 0 ? lines : ['#reels #tips'];
}

/**
 * Without an idea, a model picks a topic inside the niche, in a few words of its own: here the first words of the
 * niche or blog topic (never a whole sentence of it, which would read the context aloud).
 */
function shortTopic(brief: FakeBrief): string {
  const source = brief.creator_context?.niche || brief.creator_context?.blog?.topic || brief.trend?.title || '';
  const clause = source.split(/[:.!?;,(]/u)[0] ?? '';
  return clause
    .split(/[^\p{L}\p{N}'-]+/u)
    .filter(Boolean)
    .slice(0, 4)
    .join(' ')
    .toLocaleLowerCase();
}

/** A script for the brief; `echo` breaks the rules the way a careless model would. */
export function scriptForBrief(brief: FakeBrief, echo = false): Record<string, unknown> {
  const language = isLanguage(brief.language) ? brief.language : 'en';
  const words = WORDS[language];
  const idea = brief.idea?.trim().replace(/[.!?…]+$/u, '');
  const topic = idea || brief.meme_text?.trim() || shortTopic(brief) || words.topicless;
  const at = (brief.variant?.number ?? 0) % 3;
  const f = (template: string): string => fill(template, topic);
  const beat = (spokenLine: string, onScreenText: string): Beat => ({ spokenLine: f(spokenLine), onScreenText: f(onScreenText), seconds: 4 });

  const hook = f(words.hooks[at] as string);
  let opening = beat(words.hooks[at] as string, words.titles[at] as string);
  const steps = words.steps.map((line, index) => beat(line, words.stepScreens[index] as string));
  let body: Beat[];
  switch (brief.trend?.format) {
    case 'myth_busting':
      body = words.myths.map((line, index) => beat(line, words.mythScreens[index] as string));
      break;
    case 'list':
    case 'challenge':
      body = steps.map((step, index) => ({ ...step, onScreenText: `${index + 1}. ${step.onScreenText}` }));
      break;
    case 'tutorial':
      body = steps.map((step, index) => ({ ...step, onScreenText: `${words.stepLabel} ${index + 1}: ${step.onScreenText}` }));
      break;
    case 'before_after':
      body = words.beforeAfter.map((line, index) => beat(line, words.beforeAfterScreens[index] as string));
      break;
    case 'pov':
      opening = { ...opening, onScreenText: words.povScreen };
      body = steps;
      break;
    case 'qa':
      opening = beat(words.questionHook, words.question);
      body = steps;
      break;
    case 'comparison':
      body = [beat(words.versus, words.versusScreen), ...steps.slice(1)];
      break;
    case 'day_in_life':
      body = words.day.map((line, index) => beat(line, ['7:00', '12:30', '19:00'][index] as string));
      break;
    default:
      body = steps;
  }
  if (echo) body = [...echoLines(brief).map((line) => ({ spokenLine: line, onScreenText: line.slice(0, 60), seconds: 4 })), ...body.slice(1)];
  const closing: Beat = { spokenLine: words.cta, onScreenText: words.cta, seconds: 3 };
  let beats = [opening, ...body, closing];
  if (brief.content_type === 'storytelling') {
    beats = beats.map((item, index) => ({
      ...item,
      sceneTitle: item.onScreenText.slice(0, 60),
      visual: index === 0 || index === beats.length - 1 ? 'avatar' : 'photo',
    }));
  }
  const result: Record<string, unknown> = {
    title: f(words.titles[at] as string),
    hook,
    beats,
    caption: f(words.caption),
    hashtags: tagsFor(topic, brief, words),
    callToAction: words.cta,
  };
  if (brief.content_type === 'meme') {
    const topText = brief.meme_text ?? f(words.titles[at] as string);
    const lines = body.slice(0, 2).map((item) => item.spokenLine);
    Object.assign(result, {
      title: topText,
      hook: topText,
      beats: lines.map((line) => ({ onScreenText: line, spokenLine: line, seconds: 5 })),
      meme: { topText, subtitleLines: lines },
    });
  }
  return result;
}
