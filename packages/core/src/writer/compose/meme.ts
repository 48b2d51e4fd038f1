import { MEMES, type MemeId } from '../catalog/types.ts';
import { pickWeighted } from '../random.ts';
import { round1, secondsToSay } from '../text.ts';
import type { WriterBeat, WriterResult } from '../writer.schema.ts';
import { allowed, chooseCaption, chooseCta, clip, fill, finish, preferred, type Context } from './context.ts';
import { clampTarget, LENGTH_BUDGET } from './length.ts';

const MEME_MAX_SECONDS_PER_LINE = 6;
const MEME_MIN_SECONDS_PER_LINE = 2;

export function composeMeme(ctx: Context): WriterResult {
  const { pack, brief, language } = ctx;
  const all = Object.keys(MEMES) as MemeId[];
  const isSubject = (id: MemeId) => 'subject' in MEMES[id];
  let formats = allowed(all, ctx.avoid);
  if (brief.userInput?.trim()) {
    // The user told us what the meme is about: use a format that carries their words.
    const withSubject = formats.filter(isSubject);
    if (withSubject.length > 0) formats = withSubject;
  } else if (!ctx.subjectFromUser) {
    const withoutSubject = formats.filter((id) => !isSubject(id));
    if (withoutSubject.length > 0) formats = withoutSubject;
  }
  const memeId = pickWeighted(ctx.random, formats, (id) => preferred(ctx, id));
  const ctaId = chooseCta(ctx, { share: 2, comment: 2, dm: 0.2, link: 0.2 });
  const captionId = chooseCaption(ctx);
  const template = pack.memes[memeId];

  const topText = clip(fill(ctx, template.top), 512);
  let lines = template.lines.map((line) => fill(ctx, line));

  const target = clampTarget(brief.targetSeconds, LENGTH_BUDGET.meme);
  const lineSeconds = (line: string) =>
    Math.min(MEME_MAX_SECONDS_PER_LINE, Math.max(MEME_MIN_SECONDS_PER_LINE, secondsToSay(line, language)));
  while (lines.length > 2 && lines.reduce((sum, line) => sum + lineSeconds(line), 0) > LENGTH_BUDGET.meme[2]) {
    lines = lines.slice(0, -1);
  }
  // Subtitles stay on screen for the whole clip: stretch (or squeeze) the lines to the wanted length.
  const natural = lines.map(lineSeconds);
  const naturalTotal = natural.reduce((sum, value) => sum + value, 0);
  const goal = Math.min(LENGTH_BUDGET.meme[2], Math.max(target, Math.min(naturalTotal, LENGTH_BUDGET.meme[2])));
  const scaled = natural.map((value) => round1((value * goal) / naturalTotal));
  // Rounding must not push the clip outside its budget: the last line absorbs the difference.
  const head = scaled.slice(0, -1).reduce((sum, value) => sum + value, 0);
  scaled[scaled.length - 1] = round1(Math.max(1, goal - head));
  const beats: WriterBeat[] = lines.map((line, index) => ({
    onScreenText: line,
    spokenLine: line,
    seconds: scaled[index] as number,
  }));

  const flatTop = topText.replace(/\s*\n\s*/g, ' ');
  return finish(ctx, {
    title: clip(flatTop.replace(/[\s:]+$/u, ''), 120),
    hook: flatTop,
    beats,
    cta: fill(ctx, pack.ctas[ctaId]),
    captionId,
    hookId: memeId,
    templateIds: [memeId, ctaId, captionId],
    meme: { topText, subtitleLines: lines },
  });
}
