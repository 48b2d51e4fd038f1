import type { Retrieved } from '../library/retrieve.ts';
import type { Line, SubTopic } from '../library/types.ts';
import { countWords, fillTemplate } from '../text.ts';
import type { WriterResult } from '../writer.schema.ts';
import { stemsOf } from './relevance.ts';
import type { Context, PlannedBeat } from './context.ts';
import { formatTemplateId, promisedCount, type FormatId } from './formats.ts';
import { FRAMES, type Frames } from './frames.ts';
import { clampTarget, LENGTH_BUDGET } from './length.ts';
import type { ScriptPlan } from './plan.ts';
import { assemble, chooseCtaLine, chooseHook, type Body } from './assemble.ts';
import { speakable } from './speakable.ts';

/**
 * A script built from one library sub-topic in one structure (issue 32): every body beat is a tip, step, myth, fact,
 * mistake, question or comparison of that sub-topic, joined by the structure's own connective words. Nothing of the
 * creator's bio or analysis is said: they chose the sub-topic and the structure, and that is all they do.
 */

/** Items sharing the idea's words first ("desk stretches" → the stretches), then the rest rotated by the variant. */
function ranked<T>(ctx: Context, items: readonly T[], textOf: (item: T) => string, variant: number): T[] {
  const idea = ctx.brief.userInput?.trim() ?? '';
  const stems = stemsOf(idea, ctx.language);
  const simpler = ctx.brief.revision?.adjustments.includes('simpler_words') ?? false;
  const rotated = items.map((item, index) => ({ item, order: (index - variant * 2 + items.length * 8) % items.length }));
  return rotated
    .map((entry) => {
      const text = textOf(entry.item);
      let shared = 0;
      for (const stem of stemsOf(text, ctx.language)) if (stems.has(stem)) shared++;
      return { ...entry, shared, words: countWords(text) };
    })
    .sort((a, b) => b.shared - a.shared || (simpler ? a.words - b.words : 0) || a.order - b.order)
    .map((entry) => entry.item);
}

const fill = (template: string, slots: Record<string, string>) => fillTemplate(template, slots);

/** How many list items fit: what the idea promises ("3 desk stretches"), else three (five when asked for longer). */
function itemCount(ctx: Context, available: number, usual = 3): number {
  const promised = promisedCount(ctx.brief.userInput);
  // A 30-second script has room for two items besides its hook and call to action.
  const target = clampTarget(ctx.brief.targetSeconds, LENGTH_BUDGET.script);
  const fallback = target <= 35 ? usual - 1 : target >= 55 ? usual + 2 : usual;
  const adjustments = ctx.brief.revision?.adjustments ?? [];
  const wanted = promised ?? (adjustments.includes('longer') ? fallback + 1 : adjustments.includes('shorter') ? fallback - 1 : fallback);
  return Math.max(2, Math.min(available, wanted));
}

/**
 * A numbered item: the first two always stay; later ones may go when the script runs long, the last first (before
 * any other beat but the extras), and the title counts what is left.
 */
function listItem(index: number): Pick<PlannedBeat, 'item' | 'dropRank'> {
  return { item: true, ...(index >= 2 ? { dropRank: 10 - index } : {}) };
}

/** The beats between the hook and the call to action, for one structure. */
function body(ctx: Context, topic: SubTopic, format: FormatId, frames: Frames, variant: number): Body {
  const tips = ranked(ctx, topic.tips, (line) => `${line.screen} ${line.say}`, variant);
  const facts = ranked(ctx, topic.facts, (line) => line.say, variant);
  const tipBeat = (line: Line, dropRank?: number): PlannedBeat => ({ screen: line.screen, say: line.say, dropRank });
  // Lines that may lengthen a short script: the sub-topic's numbers, then its tips not yet used.
  const extras = (used: number): PlannedBeat[] => [
    ...facts.map((line, index) => tipBeat(line, 2 - index)),
    ...tips.slice(used).map((line, index) => tipBeat(line, 1 - index)),
  ];
  switch (format) {
    case 'myth-fact': {
      const myths = ranked(ctx, topic.myths, (entry) => `${entry.myth} ${entry.fact}`, variant).slice(0, itemCount(ctx, topic.myths.length, 2));
      const beats = myths.flatMap((entry, index): PlannedBeat[] => [
        { screen: fill(frames.mythScreen, { screen: entry.screen }), say: fill(frames.myth, { line: entry.myth }), dropRank: index >= 2 ? 4 : undefined },
        { screen: frames.factScreen, say: fill(frames.fact, { line: entry.fact }), dropRank: index >= 2 ? 4 : undefined },
      ]);
      return { beats, extras: extras(0), count: myths.length };
    }
    case 'top-list': {
      const count = itemCount(ctx, tips.length);
      const beats = tips.slice(0, count).map((line, index) => ({
        screen: `${index + 1}. ${line.screen}`,
        say: `${frames.ordinals[index] ?? ''} ${line.say}`.trim(),
        ...listItem(index),
      }));
      return { beats, extras: facts.map((line, index) => tipBeat(line, 2 - index)), count };
    }
    case 'mistakes': {
      const mistakes = ranked(ctx, topic.mistakes, (entry) => `${entry.mistake} ${entry.fix}`, variant);
      const count = itemCount(ctx, mistakes.length);
      const beats = mistakes.slice(0, count).map((entry, index) => ({
        screen: fill(frames.mistakeScreen, { n: String(index + 1), screen: entry.screen }),
        say: `${fill(frames.mistakeLead, { n: String(index + 1) })} ${entry.mistake} ${entry.fix}`,
        ...listItem(index),
      }));
      return { beats, extras: extras(0), count };
    }
    case 'steps': {
      // As many steps as the idea promises ("3 desk stretches"), else the whole routine.
      const promised = promisedCount(ctx.brief.userInput);
      const steps = promised ? topic.steps.slice(0, Math.max(2, promised)) : topic.steps;
      const beats: PlannedBeat[] = steps.map((line) => ({ screen: line.screen, say: line.say }));
      beats.push({ screen: frames.afterScreen, say: topic.after, dropRank: 3, tail: true });
      return { beats, extras: extras(0), count: steps.length };
    }
    case 'before-after': {
      const [first, ...more] = tips.slice(0, 3);
      const beats: PlannedBeat[] = [{ screen: frames.beforeScreen, say: topic.before }];
      if (first) beats.push({ screen: first.screen, say: `${frames.changed} ${first.say}` });
      more.forEach((line, index) => beats.push(tipBeat(line, index === 0 ? 3 : 2)));
      beats.push({ screen: frames.afterScreen, say: topic.after, tail: true });
      return { beats, extras: extras(3), count: 3 };
    }
    case 'pov': {
      const [first, second] = tips;
      const beats: PlannedBeat[] = [];
      if (first) beats.push({ screen: first.screen, say: `${frames.povTurn} ${first.say}` });
      if (second) beats.push(tipBeat(second));
      beats.push({ screen: frames.afterScreen, say: topic.after, dropRank: 3, tail: true });
      return { beats, extras: extras(2), count: 2 };
    }
    case 'reply': {
      const [entry] = ranked(ctx, topic.questions, (item) => `${item.question} ${item.answer}`, variant);
      const beats: PlannedBeat[] = entry ? [{ screen: entry.question, say: entry.answer }] : [];
      beats.push(...tips.slice(0, 2).map((line, index) => tipBeat(line, index === 1 ? 3 : undefined)));
      return { beats, extras: extras(2), count: 1, question: entry?.question };
    }
    case 'this-or-that': {
      const [entry] = ranked(ctx, topic.comparisons, (item) => `${item.a} ${item.b} ${item.verdict}`, variant);
      const beats: PlannedBeat[] = entry ? [{ screen: fill(frames.versusScreen, { a: entry.a, b: entry.b }), say: entry.verdict }] : [];
      beats.push(...tips.slice(0, 2).map((line, index) => tipBeat(line, index === 1 ? 3 : undefined)));
      return { beats, extras: extras(2), count: 1, comparison: entry };
    }
    case 'day-in-life': {
      const parts = frames.dayParts.slice(0, Math.min(frames.dayParts.length, tips.length));
      const beats = parts.map((part, index) => {
        const line = tips[index] as Line;
        return { screen: `${part.screen}: ${line.screen}`, say: `${part.say} ${line.say}`, dropRank: index === 3 ? 3 : undefined };
      });
      return { beats, extras: facts.slice(0, 1).map((line) => tipBeat(line, 2)), count: parts.length };
    }
    case 'challenge': {
      const stages: [number, number][] = [
        [1, 2],
        [3, 4],
        [5, 6],
        [7, 7],
      ];
      // One habit per stage: the sub-topic's tips (its steps are one sitting's routine, a recipe's steps are not days).
      const beats = tips.slice(0, 4).map((line, index) => {
        const [from, to] = stages[index] as [number, number];
        const days = { from: String(from), to: String(to) };
        const single = from === to;
        return {
          screen: fill(single ? frames.challengeDayScreen : frames.challengeScreen, days),
          say: `${fill(single ? frames.challengeDay : frames.challengeStage, days)} ${line.say}`,
        };
      });
      beats.push({ screen: frames.afterScreen, say: topic.after, dropRank: 3, tail: true } as PlannedBeat);
      return { beats, extras: facts.map((line, index) => tipBeat(line, 2 - index)), count: beats.length };
    }
    case 'story': {
      const [mistake] = ranked(ctx, topic.mistakes, (entry) => `${entry.mistake} ${entry.fix}`, variant);
      // "What works" must not repeat the fix just said ("raise the screen" twice): the tip sharing least with it.
      const fixStems = stemsOf(mistake?.fix ?? '', ctx.language);
      const overlap = (line: Line) => [...stemsOf(line.say, ctx.language)].filter((stem) => fixStems.has(stem)).length;
      const tip = tips.slice(0, 4).reduce<Line | undefined>((best, line) => (best === undefined || overlap(line) < overlap(best) ? line : best), undefined);
      // What goes wrong and its fix, then what works: the hook's promise ("here is what will") is answered at once.
      const beats: PlannedBeat[] = [];
      if (mistake) beats.push({ screen: mistake.screen, say: `${mistake.mistake} ${mistake.fix}` });
      if (tip) beats.push({ screen: tip.screen, say: `${frames.storyWorked} ${tip.say}` });
      if (facts[0]) beats.push(tipBeat(facts[0], 3));
      beats.push({ screen: frames.afterScreen, say: `${frames.storyResult} ${topic.after}`, dropRank: 4, tail: true });
      const spare = tips.filter((line) => line !== tip).slice(0, 2);
      return { beats, extras: spare.map((line, index) => tipBeat(line, 1 - index)), count: 1 };
    }
  }
}

/** The opening for a structure: its own where it has one (POV, reply, this or that, challenge), else a library hook. */
function opening(ctx: Context, topic: SubTopic, format: FormatId, frames: Frames, plan: ScriptPlan, shape: Body): { beat: PlannedBeat; hookId: string } {
  const open = structureOpening(ctx, topic, format, frames, plan, shape);
  // With an idea, the text on screen names it (the creator's topic) while the spoken opening sets up the structure.
  if (ctx.subjectFromUser && ctx.brief.userInput?.trim()) open.beat.screen = speakable(ctx.screenSubject, ctx.language);
  return open;
}

function structureOpening(
  ctx: Context,
  topic: SubTopic,
  format: FormatId,
  frames: Frames,
  plan: ScriptPlan,
  shape: Body,
): { beat: PlannedBeat; hookId: string } {
  const label = topic.label;
  if (format === 'pov') return { beat: { screen: fill(frames.povScreen, { label }), say: topic.before }, hookId: `${topic.id}:pov` };
  if (format === 'reply' && shape.question)
    return { beat: { screen: frames.replyScreen, say: fill(frames.replySay, { question: shape.question }) }, hookId: `${topic.id}:reply` };
  if (format === 'this-or-that' && shape.comparison) {
    const { a } = shape.comparison;
    const b = inSentence(shape.comparison.b);
    return { beat: { screen: fill(frames.versusScreen, { a, b }), say: fill(frames.versusSay, { a, b }) }, hookId: `${topic.id}:versus` };
  }
  if (format === 'challenge')
    return { beat: { screen: fill(frames.titles.challenge, { label }), say: fill(frames.challengeSay, { label }) }, hookId: `${topic.id}:challenge` };
  const hook = chooseHook(ctx, topic, plan);
  return { beat: { screen: shortScreen(hook.text, label), say: hook.text }, hookId: hook.id };
}

/** "Rereading or active recall?": a label that is not a name or an acronym is lower-case inside a sentence. */
function inSentence(label: string): string {
  return /^\p{Lu}\p{Ll}/u.test(label) ? label.charAt(0).toLocaleLowerCase() + label.slice(1) : label;
}

/** A hook on screen: itself when it is short, else the sub-topic's label. */
function shortScreen(text: string, label: string): string {
  return countWords(text) <= 9 ? text : label;
}

function titleOf(ctx: Context, topic: SubTopic, format: FormatId, frames: Frames, plan: ScriptPlan, shape: Body): (count: number) => string {
  const idea = ctx.subjectFromUser && ctx.brief.userInput?.trim() ? speakable(ctx.titleSubject, ctx.language) : '';
  // The creator's idea is the title of the first take; the other variants name their own angle.
  if (idea && plan.variant === 0) return () => idea;
  return (count) =>
    fill(frames.titles[format], {
      label: topic.label,
      n: String(count || shape.count),
      a: shape.comparison?.a ?? topic.label,
      b: inSentence(shape.comparison?.b ?? topic.label),
    });
}

export function composeFromMaterial(ctx: Context, plan: ScriptPlan & { material: Retrieved }): WriterResult {
  const frames = FRAMES[ctx.language];
  const { topic, niche } = plan.material;
  const shape = body(ctx, topic, plan.format, frames, plan.variant);
  const open = opening(ctx, topic, plan.format, frames, plan, shape);
  const cta = chooseCtaLine(ctx, frames, plan);
  const adjustments = ctx.brief.revision?.adjustments ?? [];
  let target = clampTarget(ctx.brief.targetSeconds, LENGTH_BUDGET.script);
  if (adjustments.includes('shorter')) target = LENGTH_BUDGET.script[0];
  if (adjustments.includes('longer')) target = LENGTH_BUDGET.script[2];
  return assemble(ctx, {
    opening: open.beat,
    body: shape,
    cta,
    target,
    title: titleOf(ctx, topic, plan.format, frames, plan, shape),
    hookId: open.hookId,
    templateIds: [formatTemplateId(plan.format), cta.id, `topic-${topic.id}`],
    material: { niche, subTopic: topic.id },
    keywords: topic.keywords,
  });
}
