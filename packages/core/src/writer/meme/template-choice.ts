import type { MemeLayoutChoice } from '@reelcraft/contract';
import type { MemeReaction, MemeTemplate, MemeTemplateLayout } from '@reelcraft/media';
import type { WriterLanguage } from '../writer.schema.ts';
import { normalizeMemeText, parseMemeShape, type MemeShape } from './shapes.ts';

/** The post card's author when the creator has no Instagram account with us: a neutral "me", never a real person. */
const NEUTRAL_AUTHOR: Record<WriterLanguage, { name: string; handle: string }> = {
  en: { name: 'Me', handle: '@me' },
  ru: { name: 'Я', handle: '@me' },
  pt: { name: 'Eu', handle: '@eu' },
  es: { name: 'Yo', handle: '@yo' },
};

/** The reactions that suit a shape, best first; the seed picks among them. */
const REACTIONS: Record<MemeShape['kind'], readonly MemeReaction[]> = {
  explaining: ['side-eye', 'shocked'],
  when: ['shocked', 'laughing', 'crying', 'side-eye'],
  pov: ['side-eye', 'shocked', 'laughing', 'crying'],
  nobody: ['laughing', 'side-eye'],
  also_me: ['laughing', 'crying'],
  versus: ['crying', 'shocked'],
  me_at_time: ['crying', 'shocked', 'laughing'],
  statement: ['laughing', 'side-eye', 'shocked', 'crying'],
};

/** The layout the text's own shape asks for. */
export function autoLayoutOf(shape: MemeShape): MemeTemplateLayout {
  switch (shape.kind) {
    case 'pov':
      return 'pov';
    case 'versus':
    case 'also_me':
      return 'versus';
    case 'when':
      return 'classic';
    case 'statement':
      return 'tweet';
    default:
      return 'reaction';
  }
}

export interface MemeTemplateInput {
  /** The meme's headline as the video shows it. */
  topText: string;
  language: WriterLanguage;
  layout?: MemeLayoutChoice;
  /** Same seed, same reaction. */
  seed: number;
  /** The creator's own account, for the post card; a neutral "me" without it. */
  author?: { name: string; handle: string };
}

/**
 * The drawn template for a meme without a photo: the layout the creator picked (or the one the text's shape calls
 * for), filled only with the text's own words, and a reaction that suits it.
 */
export function memeTemplateFor(input: MemeTemplateInput): MemeTemplate {
  const text = normalizeMemeText(input.topText) || input.topText.trim();
  const shape = parseMemeShape(text, input.language);
  const layout = !input.layout || input.layout === 'auto' ? autoLayoutOf(shape) : input.layout;
  const reactions = REACTIONS[shape.kind];
  const reaction = reactions[input.seed % reactions.length] ?? 'laughing';
  const parts = partsOf(text);
  switch (layout) {
    case 'classic':
      return parts.length >= 2 ? { layout, top: parts[0]!, bottom: parts.slice(1).join(' '), reaction } : { layout, top: text.replace(/\n/g, ' '), reaction };
    case 'pov':
      return { layout, scene: shape.kind === 'pov' ? shape.scene : text.replace(/\n/g, ' '), reaction };
    case 'versus': {
      const [first, second] = shape.kind === 'versus' ? [shape.a, shape.b] : parts.length >= 2 ? [parts[0]!, parts.slice(1).join(' ')] : halves(text);
      // The first panel is the hope, the second what happened.
      return { layout, first, second, reactions: ['cool', reactions.includes('crying') ? 'crying' : 'shocked'] };
    }
    case 'tweet': {
      const author = input.author ?? NEUTRAL_AUTHOR[input.language];
      return { layout, name: author.name, handle: author.handle, text, dark: input.seed % 3 === 0 };
    }
    case 'reaction':
      return { layout, text, reaction };
  }
}

/** The text's lines, or its " / " pieces on one line. */
function partsOf(text: string): string[] {
  const lines = text.split('\n');
  return (lines.length > 1 ? lines : text.split(/\s+\/\s+/)).map((part) => part.trim()).filter(Boolean);
}

/** One sentence in two: at the sentence or clause break nearest the middle, else at the middle word. */
export function halves(text: string): [string, string] {
  const flat = text.replace(/\s+/g, ' ').trim();
  const words = flat.split(' ');
  if (words.length < 2) return [flat, flat];
  const middle = flat.length / 2;
  const breaks = [...flat.matchAll(/[.!?…;:,—–]\s+/gu)].map((m) => (m.index ?? 0) + m[0].length);
  const clause = breaks.filter((at) => at > flat.length * 0.25 && at < flat.length * 0.75).sort((a, b) => Math.abs(a - middle) - Math.abs(b - middle))[0];
  if (clause !== undefined) return [flat.slice(0, clause).trim(), flat.slice(clause).trim()];
  let at = 0;
  let best = 0;
  for (let i = 1; i < words.length; i++) {
    at += words[i - 1]!.length + 1;
    if (Math.abs(at - middle) < Math.abs(best - middle)) best = at;
  }
  return [flat.slice(0, best).trim(), flat.slice(best).trim()];
}
