import { MEMES, type MemeId } from '../catalog/types.ts';
import { deriveMeme, type DerivedMeme } from '../meme/derive.ts';
import { memeTextOf } from '../meme/llm.ts';
import { pickWeighted } from '../random.ts';
import type { WriterResult } from '../writer.schema.ts';
import { allowed, chooseCaption, clip, fill, finish, preferred, type Context } from './context.ts';

/**
 * A meme. With the user's text (meme_text, or user_input for a meme), everything comes from that text: its language,
 * lines that continue its joke, title, caption and hashtags (see meme/derive.ts). Without one, a catalogue meme
 * proposes the text and its own lines, and the same derivation gives the title, caption and hashtags, so they
 * always agree with what the video shows.
 */
export function composeMeme(ctx: Context): WriterResult {
  const { brief } = ctx;
  const userText = memeTextOf(brief);
  const common = {
    requestLanguage: ctx.language,
    random: ctx.random,
    fallbackHashtags: ctx.hashtags,
    ...(brief.targetSeconds ? { targetSeconds: brief.targetSeconds } : {}),
  };
  if (userText) {
    const derived = deriveMeme(userText, common);
    return fromDerived(ctx, derived, derived.hookId, derived.templateIds);
  }

  const all = Object.keys(MEMES) as MemeId[];
  const isSubject = (id: MemeId) => 'subject' in MEMES[id];
  let formats = allowed(all, ctx.avoid);
  // The creator's blog topic or analysed domain steers which niche's lines fill the meme, but is never its text
  // (issue 32): only a meme with the user's own text carries their words.
  if (!brief.userInput?.trim()) {
    const withoutSubject = formats.filter((id) => !isSubject(id));
    if (withoutSubject.length > 0) formats = withoutSubject;
  }
  const memeId = pickWeighted(ctx.random, formats, (id) => preferred(ctx, id));
  const template = ctx.pack.memes[memeId];
  const topText = clip(fill(ctx, template.top), 512);
  const lines = template.lines.map((line) => fill(ctx, line));
  const derived = deriveMeme(topText, { ...common, language: ctx.language, subtitleLines: lines, hashtagsFromWords: false });
  return fromDerived(ctx, derived, memeId, [memeId]);
}

function fromDerived(ctx: Context, derived: DerivedMeme, hookId: string, templateIds: string[]): WriterResult {
  // finish() needs a caption template; the meme's own caption (from its text) replaces what it fills in.
  const captionId = chooseCaption(ctx);
  const result = finish(ctx, {
    title: derived.title,
    hook: derived.hook,
    // A one-word text of 2,000 letters is shown cut rather than refused (the contract caps on-screen text at 300).
    beats: derived.beats.map((beat) => ({ ...beat, onScreenText: clip(beat.onScreenText, 300), spokenLine: clip(beat.spokenLine, 500) })),
    cta: derived.callToAction,
    captionId,
    hookId,
    templateIds,
    meme: { topText: derived.topText, subtitleLines: derived.subtitleLines.map((line) => clip(line, 500)) },
  });
  // The text's language, caption and hashtags, not the catalogue's: a Russian text under an English interface is a
  // Russian meme.
  return { ...result, language: derived.language, caption: derived.caption, hashtags: derived.hashtags };
}
