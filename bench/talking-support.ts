import type { SpeechTimeline } from '@reelcraft/media';

/** Narration for the talking benchmarks: plain English, long enough for 30 s (three paragraphs) or 90 s (all). */
export const PARAGRAPHS = [
  'Three years ago I almost quit. I had forty followers, a phone with a cracked screen, and a notebook full of ideas nobody wanted to hear.',
  'So I made a rule. One short video every single day, no matter how tired I was, no matter how bad I thought it looked. I filmed in the kitchen, in the car, on the bus.',
  'The first month was silent. Ten views, twelve views, a comment from my aunt. But I kept a list of what people actually asked me, and I answered one question every day.',
  'Then one video about the cheapest way to cook for a whole week reached a stranger in another country. She shared it with her sister, and her sister shared it with a school.',
  'By the end of that week I had two thousand new followers and three hundred questions. I did not have a studio or a team. I had a routine, and I had finally listened.',
  'Here is what changed everything. I stopped trying to look like the big creators, and I started showing the small, real steps that anyone could copy tomorrow morning.',
  'People do not follow you for perfect lighting. They follow you because you solve a problem they had this morning, and because you show up again tomorrow.',
  'Today I teach that same routine to other creators. Most of them see their first real growth in four weeks, because consistency beats talent almost every time.',
  'So here is my challenge for you. Pick one question your audience keeps asking, answer it in under a minute, and post it today. Then do it again tomorrow.',
  'Follow for the next part of the story, where I show you the exact plan I use every week, and tell me in the comments which question you will answer first.',
];

/** The first `seconds` of a timeline: the words that end by then, and exactly that length. */
export function clipTimeline(timeline: SpeechTimeline, seconds: number): SpeechTimeline {
  return { words: timeline.words.filter((word) => word.end <= seconds - 0.2), durationSeconds: seconds };
}

/** Samples this process's resident memory every 50 ms; `stop` returns the peak in MB. */
export function peakMemory(): { stop: () => number } {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  return {
    stop: () => {
      clearInterval(timer);
      peak = Math.max(peak, process.memoryUsage().rss, process.resourceUsage().maxRSS * 1024);
      return Math.round(peak / (1024 * 1024));
    },
  };
}
