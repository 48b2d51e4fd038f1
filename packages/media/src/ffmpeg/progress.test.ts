import { describe, expect, it } from 'vitest';
import { createLineTail, createProgressParser } from './progress.ts';

describe('createProgressParser', () => {
  it('turns out_time_us into a monotonic fraction of the duration and ends at 1', () => {
    const seen: number[] = [];
    const parser = createProgressParser(10, (f) => seen.push(f));
    parser.push('frame=30\nout_time_us=1000000\nout_time_ms=1000000\nprogress=continue\n');
    parser.push('out_time_us=25');
    parser.push('00000\nprogress=continue\nout_time_us=2000000\n'); // split across chunks; then a step backwards
    parser.push('out_time_us=9990000\nprogress=end\n');
    expect(seen).toEqual([0.1, 0.25, 0.999, 1]);
  });

  it('ignores N/A and garbage, throttles to 1 % steps, clamps above the duration', () => {
    const seen: number[] = [];
    const parser = createProgressParser(100, (f) => seen.push(f));
    parser.push('out_time_us=N/A\nbogus line\nout_time_us=-5\nout_time_us=100000\nout_time_us=200000\nout_time_us=1500000\n');
    parser.push('out_time_us=999000000\n');
    expect(seen).toEqual([0.015, 1]);
  });

  it('understands old builds that only print out_time_ms (in microseconds)', () => {
    const seen: number[] = [];
    const parser = createProgressParser(2, (f) => seen.push(f));
    parser.push('out_time_ms=1000000\n');
    parser.finish();
    expect(seen).toEqual([0.5, 1]);
  });

  it('without a duration only reports completion', () => {
    const seen: number[] = [];
    const parser = createProgressParser(undefined, (f) => seen.push(f));
    parser.push('out_time_us=1000000\nprogress=end\n');
    parser.finish();
    expect(seen).toEqual([1]);
  });
});

describe('createLineTail', () => {
  it('keeps the last lines and drops fontconfig noise', () => {
    const tail = createLineTail(2);
    tail.push('Fontconfig warning: line 5: unknown element "description"\nfirst\nsec');
    tail.push('ond\r\nthird\nFontconfig error: x');
    expect(tail.lines()).toEqual(['second', 'third']);
  });
});
