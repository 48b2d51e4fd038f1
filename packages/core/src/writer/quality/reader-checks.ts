import { TREND_STRUCTURE, formatTemplateId } from '../compose/formats.ts';
import { stemsOf } from '../compose/relevance.ts';
import { LIBRARY } from '../library/library.ts';
import { spokenLinesOf } from '../library/lines.ts';
import { retrieve } from '../library/retrieve.ts';
import type { LibraryNiche, SubTopic } from '../library/types.ts';
import { resultProblems } from '../spoken-rules.ts';
import type { ParsedWriterBrief, WriterResult } from '../writer.schema.ts';
import { wordsOf } from './text-of.ts';

/**
 * The checks of issue 32 item 8, on what a reader sees: the rules of item 1 on every line, body beats about the idea,
 * distinct beats, the trend's format kept, the feedback never spoken. Each is true/false per output; the benchmark
 * reports the share of outputs that pass.
 */

/** Item 1: no hashtag, percentage, multiplier, emoji, URL, unfinished line or echo of the context anywhere. */
export function rulesKept(brief: ParsedWriterBrief, result: WriterResult): boolean {
  return resultProblems(result, brief).length === 0;
}

function subTopicOf(result: WriterResult): SubTopic | undefined {
  const material = result.material;
  if (!material?.subTopic) return undefined;
  const niche = LIBRARY[material.niche as LibraryNiche];
  return niche?.[result.language].find((topic) => topic.id === material.subTopic);
}

/** Beats between the opening and the call to action (for a story: between the avatar's first and last scene). */
function bodyBeats(result: WriterResult) {
  return result.beats.slice(1, -1);
}

/**
 * Every body beat is about the idea: it says a line of the library sub-topic the idea is about (and that sub-topic is
 * the one the idea's own words retrieve), or, in the idea-built structure, it names the idea's words. A generic line
 * ("It cost me months") is neither. Without an idea, the sub-topic must belong to the text's standing topic.
 */
export function bodyAboutIdea(brief: ParsedWriterBrief, result: WriterResult): boolean {
  if (brief.contentType === 'meme') return true;
  const body = bodyBeats(result);
  if (body.length === 0) return false;
  const idea = brief.userInput?.trim();
  const topic = subTopicOf(result);
  if (topic) {
    // The idea's own words must name the sub-topic (the writer may also weigh the niche between those they name).
    if (idea && !retrieve(brief.language, { idea }).some((entry) => entry.topic.id === topic.id)) return false;
    const lines = spokenLinesOf(topic);
    return body.every((beat) => lines.some((line) => beat.spokenLine.includes(line)));
  }
  if (!idea) return false;
  const ideaStems = stemsOf(idea, brief.language);
  return body.every((beat) => [...stemsOf(beat.spokenLine, brief.language)].some((stem) => ideaStems.has(stem)));
}

/** No sentence is said twice in one text. */
export function distinctBeats(result: WriterResult): boolean {
  const sentences = result.beats.flatMap((beat) => beat.spokenLine.split(/(?<=[.!?…])\s+/u)).map((sentence) => wordsOf(sentence).join(' '));
  const meaningful = sentences.filter((sentence) => sentence.split(' ').length >= 4);
  return new Set(meaningful).size === meaningful.length;
}

/** A script made from a trend keeps the trend's structure (when that structure has a fixed shape). */
export function formatKept(brief: ParsedWriterBrief, result: WriterResult): boolean {
  const format = brief.trend?.format ? TREND_STRUCTURE[brief.trend.format] : undefined;
  if (!format || brief.contentType === 'meme' || brief.contentType === 'storytelling') return true;
  return result.templateIds.includes(formatTemplateId(format));
}

/** The feedback note is an instruction: no run of four of its words is said, shown or captioned. */
export function feedbackNotSpoken(brief: ParsedWriterBrief, result: WriterResult): boolean {
  const note = wordsOf(brief.revision?.note ?? '');
  if (note.length < 4) return true;
  const runs = new Set<string>();
  for (let start = 0; start + 4 <= note.length; start++) runs.add(note.slice(start, start + 4).join(' '));
  const texts = [result.title, result.hook, result.caption, result.callToAction, ...result.beats.flatMap((beat) => [beat.spokenLine, beat.onScreenText])];
  return !texts.some((text) => {
    const words = wordsOf(text);
    for (let start = 0; start + 4 <= words.length; start++) if (runs.has(words.slice(start, start + 4).join(' '))) return true;
    return false;
  });
}

/** A batch's variants take different angles: different titles, hooks and structures, and mostly different lines. */
export function variantsDiffer(results: readonly WriterResult[]): boolean {
  const distinct = (values: string[]) => new Set(values).size === values.length;
  if (!distinct(results.map((result) => result.title.toLocaleLowerCase()))) return false;
  if (!distinct(results.map((result) => result.hook))) return false;
  if (!distinct(results.map((result) => `${result.templateIds[0]}|${result.material?.subTopic ?? ''}`))) return false;
  const lines = results.map((result) => new Set(bodyBeats(result).map((beat) => beat.spokenLine)));
  for (let a = 0; a < lines.length; a++) {
    for (let b = a + 1; b < lines.length; b++) {
      const shared = [...(lines[a] as Set<string>)].filter((line) => (lines[b] as Set<string>).has(line)).length;
      if (shared > Math.min((lines[a] as Set<string>).size, (lines[b] as Set<string>).size) / 2) return false;
    }
  }
  return true;
}
