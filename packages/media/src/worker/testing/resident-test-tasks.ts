import { MediaInputError } from '../../errors.ts';

/** Tasks for resident-worker.int.test.ts: state kept between calls, a crash, bad input, and work that takes a while. */
let calls = 0;

export const residentTestTasks = {
  /** How many calls this thread has answered, this one included: a kept thread counts up. */
  count: (_: void) => ++calls,
  echo: (value: { text: string; bytes: Uint8Array }) => ({ text: value.text.toUpperCase(), length: value.bytes.length }),
  /** Ends the thread the way a native crash or an out-of-memory abort does: without answering. */
  crash: (_: void): never => process.exit(7),
  badInput: (_: void): never => {
    throw new MediaInputError('IMAGE_UNDECODABLE', 'not a photo');
  },
  /** Keeps the thread's CPU busy for `ms`, as inference does. */
  spin: (ms: number) => {
    const end = performance.now() + ms;
    let n = 0;
    while (performance.now() < end) n += 1;
    return n > 0;
  },
} as const;

export type ResidentTestTasks = typeof residentTestTasks;
