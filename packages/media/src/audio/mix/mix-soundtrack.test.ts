import { describe, expect, it } from 'vitest';
import { parseLoudnormReport } from './loudnorm.ts';
import { buildSoundtrackArgs } from './mix-soundtrack.ts';

const graphOf = (args: string[]): string => args[args.indexOf('-filter_complex') + 1]!;

describe('buildSoundtrackArgs', () => {
  it('writes silence of the length when there is neither music nor voice', () => {
    const args = buildSoundtrackArgs({ seconds: 3, music: null, voice: null, bedDb: null, targetLufs: -14 }, '/out.wav');
    expect(args.slice(0, 4)).toEqual(['-f', 'lavfi', '-i', 'anullsrc=r=48000:cl=stereo']);
    expect(args).not.toContain('-filter_complex');
    expect(args.slice(-11)).toEqual(['-t', '3', '-ac', '2', '-ar', '48000', '-c:a', 'pcm_s16le', '-f', 'wav', '/out.wav']);
  });

  it("loops and fades a user's track and brings it to the target under the -1.8 dBTP ceiling", () => {
    const args = buildSoundtrackArgs({ seconds: 9, music: { file: '/own.m4a', loop: true }, voice: null, bedDb: null, targetLufs: -14 }, '/out.wav');
    expect(args.slice(args.indexOf('-stream_loop'), args.indexOf('-stream_loop') + 4)).toEqual(['-stream_loop', '-1', '-i', '/own.m4a']);
    expect(graphOf(args)).toContain('afade=t=out:st=7.65:d=1.35');
    expect(graphOf(args)).toContain('loudnorm=I=-14:TP=-1.8:LRA=20:print_format=json');
  });

  it('sets the music under the voice, ducks it while the voice speaks and places the voice at its offset', () => {
    const args = buildSoundtrackArgs(
      { seconds: 8, music: { file: '/track.wav', loop: false }, voice: { file: '/voice.wav', offsetSeconds: 0.3 }, bedDb: -6.5, targetLufs: -14 },
      '/out.wav',
    );
    const graph = graphOf(args);
    expect(args).not.toContain('-stream_loop');
    expect(graph).toContain('[music]volume=-6.50dB[bed]');
    expect(graph).toContain('[1:a:0]aresample=48000,pan=stereo|c0=c0|c1=c0');
    expect(graph).toContain('adelay=300|300');
    // At most -7 dB of ducking: a fully squeezed bed keeps 1 - mix of itself.
    expect(graph).toMatch(/sidechaincompress=[^;]*mix=0\.553/);
  });
});

describe('parseLoudnormReport', () => {
  it("reads loudnorm's JSON from FFmpeg's log, silence as -Infinity", () => {
    const log = [
      '[Parsed_loudnorm_0 @ 0x1]',
      '{',
      '\t"input_i" : "-23.51",',
      '\t"input_tp" : "-inf",',
      '\t"output_i" : "-14.02",',
      '\t"output_tp" : "-1.80"',
      '}',
    ];
    expect(parseLoudnormReport(log)).toEqual({ inputLufs: -23.51, inputTruePeakDb: Number.NEGATIVE_INFINITY, outputLufs: -14.02, outputTruePeakDb: -1.8 });
    expect(parseLoudnormReport(['no report here'])).toBeNull();
  });
});
