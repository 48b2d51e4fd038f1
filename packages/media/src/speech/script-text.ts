import type { TimedPhone, TimedWord } from './timeline.ts';

/** A whitespace-separated piece of the script exactly as written ("well-known,", "¿Qué", "🚀"), with its offsets. */
export interface ScriptToken {
  text: string;
  start: number;
  end: number;
}

/** A word as a speech engine reports it: its text (usually a bare substring of what it was given) and timings. */
export interface SpokenWord {
  text: string;
  start: number;
  end: number;
  phones: TimedPhone[];
  /** The script token (index into scriptTokens) it belongs to, when the engine knows it exactly; found by text otherwise. */
  tokenIndex?: number;
}

export function scriptTokens(script: string): ScriptToken[] {
  const tokens: ScriptToken[] = [];
  for (const match of script.matchAll(/\S+/gu)) tokens.push({ text: match[0], start: match.index, end: match.index + match[0].length });
  return tokens;
}

// Pictographs with their joiners, variation selectors and skin-tone modifiers.
const EMOJI = /\p{Extended_Pictographic}|[\u{1F3FB}-\u{1F3FF}]|\u200D|\uFE0F|\u20E3/gu;

/**
 * The text handed to the synthesiser: the script with what must not be read aloud blanked out — emoji (eSpeak says
 * "rocket" for 🚀) and the # / @ of hashtags and mentions ("hash growth"). Blanking with spaces of the same UTF-16
 * length keeps every offset equal to the script's, so spoken words map straight back onto the written tokens.
 */
export function speakableText(script: string): string {
  return script.replace(EMOJI, (m) => ' '.repeat(m.length)).replace(/[#@](?=[\p{L}\p{N}_])/gu, ' ');
}

/** True when the script contains something a voice would pronounce. */
export function hasSpeakableText(script: string): boolean {
  return /[\p{L}\p{N}]/u.test(speakableText(script));
}

// One UTF-16 unit in, one out, so folded strings keep the original offsets.
const FOLD: Record<string, string> = { '’': "'", '‘': "'", ʼ: "'", '`': "'", '“': '"', '”': '"', '«': '"', '»': '"', '–': '-', '—': '-', ё: 'е', Ё: 'е' };
function fold(text: string): string {
  let out = '';
  for (const ch of text) {
    const folded = FOLD[ch] ?? ch.toLowerCase();
    // toLowerCase can change length for a few characters (e.g. "İ"); keep the original then.
    out += folded.length === ch.length ? folded : ch;
  }
  return out;
}

/**
 * Puts speech timings onto the script's own words. Each spoken word is found, in order, in the script (or taken at its
 * tokenIndex when the engine gave one); the written tokens it falls in take its times and phones (a token spoken as
 * several words — "well-known", "3.5%" — spans all of them). Tokens nothing was spoken for (a lone "—", an emoji) are joined to the word before them (or after, at the
 * start), so the caption text is the script exactly: `words.map(w => w.text).join(' ')` equals the script's tokens
 * joined by single spaces. Times are made monotonic: no word starts before the previous one ends.
 */
export function mapSpokenWordsToScript(script: string, spoken: readonly SpokenWord[]): TimedWord[] {
  const tokens = scriptTokens(script);
  if (tokens.length === 0) return [];
  const haystack = fold(script);
  const perToken: SpokenWord[][] = tokens.map(() => []);
  let cursor = 0;
  let tokenIndex = 0;
  let lastToken = -1;
  for (const word of spoken) {
    if (word.tokenIndex !== undefined && word.tokenIndex >= tokenIndex && word.tokenIndex < tokens.length) {
      tokenIndex = lastToken = word.tokenIndex;
      cursor = tokens[tokenIndex]!.end;
      perToken[tokenIndex]!.push(word);
      continue;
    }
    const needle = fold(word.text.trim());
    let at = needle ? haystack.indexOf(needle, cursor) : -1;
    // A word the engine spelled differently from the script (rare) stays with the token after the last match.
    if (at === -1) at = tokens[Math.min(lastToken + 1, tokens.length - 1)]!.start;
    else cursor = at + needle.length;
    while (tokenIndex < tokens.length - 1 && tokens[tokenIndex]!.end <= at) tokenIndex++;
    perToken[tokenIndex]!.push(word);
    lastToken = tokenIndex;
  }

  const timed: (TimedWord | null)[] = tokens.map((token, i) => {
    const words = perToken[i]!;
    if (words.length === 0) return null;
    return {
      text: token.text,
      start: Math.min(...words.map((w) => w.start)),
      end: Math.max(...words.map((w) => w.end)),
      phones: words.flatMap((w) => w.phones),
    };
  });

  const result: TimedWord[] = [];
  let pending: string[] = []; // unspoken tokens before the first spoken one
  tokens.forEach((token, i) => {
    const word = timed[i];
    if (word) {
      if (pending.length) word.text = `${pending.join(' ')} ${word.text}`;
      pending = [];
      result.push(word);
    } else if (result.length) {
      result[result.length - 1]!.text += ` ${token.text}`;
    } else {
      pending.push(token.text);
    }
  });
  if (result.length === 0) return [];
  return makeMonotonic(result);
}

/** Clamps overlaps so each word starts at or after the previous word's end, and phones stay inside their word. */
export function makeMonotonic(words: TimedWord[], from = 0): TimedWord[] {
  let floor = from;
  return words.map((word) => {
    const start = Math.max(word.start, floor);
    const end = Math.max(word.end, start);
    floor = end;
    let phoneFloor = start;
    const phones = word.phones.map((phone) => {
      const ps = Math.min(Math.max(phone.start, phoneFloor), end);
      const pe = Math.min(Math.max(phone.end, ps), end);
      phoneFloor = pe;
      return { ipa: phone.ipa, start: ps, end: pe };
    });
    return { text: word.text, start, end, phones };
  });
}
