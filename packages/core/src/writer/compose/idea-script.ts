import { fillTemplate } from '../text.ts';
import type { WriterResult } from '../writer.schema.ts';
import { assemble } from './assemble.ts';
import { clip, type Context, type PlannedBeat } from './context.ts';
import { formatTemplateId, TREND_STRUCTURE, type FormatId } from './formats.ts';
import { FRAMES } from './frames.ts';
import { clampTarget, LENGTH_BUDGET } from './length.ts';
import { speakable } from './speakable.ts';

/** Words an idea starts with when it reads as "how …": it then follows "Here is" / "Рассказываю," whole. */
const HOW = /^(?:how|why|what|когда|как|почему|зачем|что|como|por que|porque|o que|cómo|por qué|qué)\s/iu;

/** The idea-built structures: the creator's story, three tips, a myth with its truth. */
const IDEA_FORMATS = ['story', 'top-list', 'myth-fact'] as const satisfies readonly FormatId[];
type IdeaFormat = (typeof IDEA_FORMATS)[number];

/** The idea's words as a label: its key phrase when it has a good one, else the idea itself. */
export function ideaKey(ctx: Context): string {
  const key = ctx.keyPhrases[0];
  // Said several times, so short: a key phrase is a few words; only a pathological one-word idea needs the cut.
  return clip(speakable(key && key.split(/\s+/).length >= 2 ? key : ctx.titleSubject, ctx.language), 80);
}

/** A trend's list or myth format is kept; else the batch position (and "another angle") picks the structure. */
function ideaFormat(ctx: Context): IdeaFormat {
  const trend = ctx.brief.trend?.format ? TREND_STRUCTURE[ctx.brief.trend.format] : undefined;
  const fixed = IDEA_FORMATS.find((format) => format === trend);
  if (fixed) return fixed;
  const previous = new Set(ctx.brief.previous?.templateIds ?? []);
  const anotherAngle = ctx.brief.revision?.adjustments.includes('another_angle') ?? false;
  const kept = IDEA_FORMATS.find((format) => previous.has(formatTemplateId(format)));
  if (kept && !anotherAngle) return kept;
  const usable = IDEA_FORMATS.filter((format) => !(anotherAngle && previous.has(formatTemplateId(format))));
  return usable[(ctx.brief.variant ?? 0) % usable.length] ?? 'story';
}

/**
 * An idea the library does not cover (issue 32 item 3): no generic filler, but a structure people use for it, each
 * line built on the idea's own words, with a prompt in the editor where only the creator knows the fact. Honest: the
 * result's `material` names no sub-topic.
 */
export function composeFromIdea(ctx: Context): WriterResult {
  const frames = FRAMES[ctx.language].idea;
  const language = ctx.language;
  const raw = clip(speakable(ctx.titleSubject, language), 300);
  const idea = HOW.test(raw) ? raw.charAt(0).toLocaleLowerCase() + raw.slice(1) : raw;
  const key = ideaKey(ctx);
  const format = ideaFormat(ctx);
  let hook: string;
  let beats: PlannedBeat[];
  if (format === 'story') {
    hook = fillTemplate(HOW.test(raw) ? frames.hookHow : frames.hookAbout, { idea });
    beats = (['problem', 'tried', 'worked', 'result'] as const).map((part) => ({
      screen: frames.screens[part],
      say: fillTemplate(frames[part], { key }),
      prompt: frames.prompts[part],
      dropRank: part === 'tried' ? 1 : undefined,
    }));
  } else {
    const structure = format === 'top-list' ? frames.tips : frames.myth;
    hook = fillTemplate(structure.hook, { key });
    beats = structure.lines.map((line) => ({ screen: line.screen, say: fillTemplate(line.say, { key }), prompt: line.prompt }));
  }
  return assemble(ctx, {
    opening: { screen: speakable(ctx.screenSubject, language), say: hook },
    body: { beats, extras: [], count: beats.length },
    cta: { id: 'cta-ask', say: fillTemplate(frames.ask, { key }), screen: frames.screens.ask },
    target: clampTarget(ctx.brief.targetSeconds, LENGTH_BUDGET.script),
    title: raw,
    hookId: `idea:${format}`,
    templateIds: [formatTemplateId(format), 'cta-ask', 'idea-prompts'],
    material: { niche: ctx.niche },
  });
}
