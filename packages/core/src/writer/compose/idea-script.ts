import type { WriterResult } from '../writer.schema.ts';
import { assemble } from './assemble.ts';
import type { Context, PlannedBeat } from './context.ts';
import { formatTemplateId } from './formats.ts';
import { FRAMES } from './frames.ts';
import { clampTarget, LENGTH_BUDGET } from './length.ts';
import { speakable } from './speakable.ts';
import { fillTemplate } from '../text.ts';

/** Words an idea starts with when it reads as "how …": it then follows "Here is" / "Рассказываю," whole. */
const HOW = /^(?:how|why|what|когда|как|почему|зачем|что|como|por que|porque|o que|cómo|por qué|qué)\s/iu;

/** The idea's words as a label: its key phrase when it has a good one, else the idea itself. */
function keyOf(ctx: Context, idea: string): string {
  const key = ctx.keyPhrases[0];
  return key && key.split(/\s+/).length >= 2 ? key : idea;
}

/**
 * An idea the library does not cover (issue 32 item 3): no generic filler, but the story structure people use for it
 * (problem → what I tried → what worked → result → ask), each line built on the idea's own words, with a prompt in
 * the editor where only the creator knows the fact. Honest: the result says it has no library material.
 */
export function composeFromIdea(ctx: Context): WriterResult {
  const frames = FRAMES[ctx.language].idea;
  const language = ctx.language;
  const raw = speakable(ctx.titleSubject, language);
  const idea = HOW.test(raw) ? raw.charAt(0).toLocaleLowerCase() + raw.slice(1) : raw;
  const key = speakable(keyOf(ctx, ctx.titleSubject), language);
  const hook = fillTemplate(HOW.test(raw) ? frames.hookHow : frames.hookAbout, { idea });
  const beat = (part: 'problem' | 'tried' | 'worked' | 'result', dropRank?: number): PlannedBeat => ({
    screen: frames.screens[part],
    say: fillTemplate(frames[part], { key }),
    prompt: frames.prompts[part],
    dropRank,
  });
  const target = clampTarget(ctx.brief.targetSeconds, LENGTH_BUDGET.script);
  return assemble(ctx, {
    opening: { screen: ctx.screenSubject, say: hook },
    body: { beats: [beat('problem'), beat('tried', 1), beat('worked'), beat('result')], extras: [], count: 1 },
    cta: { id: 'cta-ask', say: fillTemplate(frames.ask, { key }), screen: frames.screens.ask },
    target,
    title: ctx.titleSubject,
    hookId: 'idea:hook',
    templateIds: [formatTemplateId('story'), 'cta-ask', 'idea-prompts'],
    material: { niche: ctx.niche },
  });
}
