import type { SubTopic } from './types.ts';

/** Every line of a sub-topic that may be said aloud (the library's rules apply to each; the writer builds from them). */
export function spokenLinesOf(topic: SubTopic): string[] {
  return [
    ...topic.hooks,
    ...topic.tips.map((line) => line.say),
    ...topic.steps.map((line) => line.say),
    ...topic.myths.flatMap((entry) => [entry.myth, entry.fact]),
    ...topic.mistakes.flatMap((entry) => [entry.mistake, entry.fix]),
    ...topic.facts.map((line) => line.say),
    ...topic.questions.flatMap((entry) => [entry.question, entry.answer]),
    ...topic.comparisons.map((entry) => entry.verdict),
    topic.before,
    topic.after,
  ];
}
