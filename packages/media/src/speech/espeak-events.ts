import type { EspeakRawEvent } from '@echogarden/espeak-ng-emscripten';
import type { TimedPhone } from './timeline.ts';

/** A word eSpeak spoke: where it starts in the text it was given (UTF-16 offset), when, and its phones. Seconds. */
export interface EspeakWord {
  offset: number;
  start: number;
  end: number;
  phones: TimedPhone[];
}

/** True for a phone event that only modifies the one before it: "ʲ" (palatalised), a lone length mark or stress. */
function isModifierOnly(ipa: string): boolean {
  return !/[\p{Ll}\p{Lu}\p{Lo}]/u.test(ipa);
}

/** For each code point of `text`, its UTF-16 offset (eSpeak counts positions in code points, JavaScript in units). */
export function codePointOffsets(text: string): number[] {
  const offsets: number[] = [];
  for (let i = 0; i < text.length; i += (text.codePointAt(i) ?? 0) > 0xffff ? 2 : 1) offsets.push(i);
  offsets.push(text.length);
  return offsets;
}

/**
 * Turns eSpeak's event stream for one synthesis call into words with phones. A phoneme event starts a phone that lasts
 * until the next event of any kind; an empty phoneme is a pause (it ends the phone before it and starts nothing); a
 * modifier-only phoneme ("ʲ") is joined to the phone before it. A word lasts from its event to the end of its last
 * phone; word events with no phones (eSpeak sometimes repeats one inside a number) are dropped.
 */
export function wordsFromEspeakEvents(events: readonly EspeakRawEvent[], text: string, totalSeconds: number): EspeakWord[] {
  const offsets = codePointOffsets(text);
  const words: EspeakWord[] = [];
  let word: EspeakWord | undefined;
  let phone: { ipa: string; start: number; end: number | undefined } | undefined;
  const phones = new Map<EspeakWord, { ipa: string; start: number; end: number | undefined }[]>();
  const close = (time: number): void => {
    if (phone && phone.end === undefined) phone.end = Math.max(phone.start, time);
    phone = undefined;
  };
  for (const event of events) {
    const time = event.audio_position / 1000;
    if (event.type === 'word') {
      close(time);
      const codePoint = Math.max(0, event.text_position - 1);
      word = { offset: offsets[Math.min(codePoint, offsets.length - 1)]!, start: time, end: time, phones: [] };
      words.push(word);
      phones.set(word, []);
    } else if (event.type === 'phoneme') {
      const ipa = typeof event.id === 'string' ? event.id : '';
      if (ipa && isModifierOnly(ipa) && phone) {
        phone.ipa += ipa;
        continue;
      }
      close(time);
      if (!ipa || !word) continue;
      phone = { ipa, start: time, end: undefined };
      phones.get(word)!.push(phone);
    } else if (event.type === 'end' || event.type === 'msg_terminated' || event.type === 'sentence') {
      close(time);
    }
  }
  close(totalSeconds);
  const result: EspeakWord[] = [];
  for (const w of words) {
    const timed = phones.get(w)!.map((p) => ({ ipa: p.ipa, start: p.start, end: p.end ?? p.start }));
    if (timed.length === 0) continue;
    result.push({ offset: w.offset, start: Math.min(w.start, timed[0]!.start), end: timed.at(-1)!.end, phones: timed });
  }
  return result;
}
