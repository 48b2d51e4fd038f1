import type { SpokenWord } from './script-text.ts';
import type { TimedPhone } from './timeline.ts';

/** The part of echogarden's nested timeline (segment → sentence → word → token → phone) we read. */
export interface EchogardenEntry {
  type: string;
  text: string;
  startTime: number;
  endTime: number;
  timeline?: EchogardenEntry[];
}

/** Every word entry, in order, wherever it sits in the tree, with the phones below it (tokens flattened). */
export function spokenWordsFromTimeline(timeline: readonly EchogardenEntry[]): SpokenWord[] {
  const words: SpokenWord[] = [];
  const visit = (entries: readonly EchogardenEntry[]): void => {
    for (const entry of entries) {
      if (entry.type === 'word') {
        words.push({ text: entry.text, start: entry.startTime, end: entry.endTime, phones: phonesOf(entry.timeline ?? []) });
      } else if (entry.timeline) {
        visit(entry.timeline);
      }
    }
  };
  visit(timeline);
  return words.filter((w) => Number.isFinite(w.start) && Number.isFinite(w.end) && w.start >= 0);
}

function phonesOf(entries: readonly EchogardenEntry[]): TimedPhone[] {
  const phones: TimedPhone[] = [];
  for (const entry of entries) {
    if (entry.type === 'phone') {
      if (entry.text && Number.isFinite(entry.startTime) && Number.isFinite(entry.endTime)) {
        phones.push({ ipa: entry.text, start: entry.startTime, end: entry.endTime });
      }
    } else if (entry.timeline) {
      phones.push(...phonesOf(entry.timeline));
    }
  }
  return phones;
}
