import { describe, expect, it } from 'vitest';
import { buildMemeArgs, type MemeArgsInput } from './meme-args.ts';

const base: MemeArgsInput = {
  background: { kind: 'still', path: '/work/bg.jpg', motion: 'none' },
  assPath: '/work/captions.ass',
  fontsDir: '/fonts',
  width: 720,
  height: 1280,
  fps: 30,
  durationSeconds: 10,
  outputPath: '/out/meme.mp4',
  thumbnail: { path: '/out/meme.jpg', atSeconds: 1.5, width: 360 },
};

/** The value following a flag (first occurrence, or the n-th). */
function valueOf(args: string[], flag: string, nth = 0): string | undefined {
  const indexes = args.flatMap((a, i) => (a === flag ? [i] : []));
  const i = indexes[nth];
  return i === undefined ? undefined : args[i + 1];
}

describe('buildMemeArgs', () => {
  it('decodes a still once and loops it inside the graph, then burns in the subtitles with our fonts', () => {
    const args = buildMemeArgs(base);
    expect(args.slice(0, 8)).toEqual(['-f', 'image2', '-pattern_type', 'none', '-framerate', '30', '-i', '/work/bg.jpg']);
    expect(args).not.toContain('-loop');
    const graph = valueOf(args, '-filter_complex')!;
    expect(graph).toContain('[0:v]scale=720:1280:');
    expect(graph).toContain('loop=loop=-1:size=1:start=0');
    expect(graph.indexOf('format=yuv420p')).toBeLessThan(graph.indexOf('loop='));
    expect(graph).toContain('ass=filename=/work/captions.ass:fontsdir=/fonts');
    expect(graph.indexOf('loop=')).toBeLessThan(graph.indexOf('ass='));
  });

  it('encodes H.264 high / yuv420p / AAC with faststart for exactly the duration', () => {
    const args = buildMemeArgs(base);
    expect(valueOf(args, '-c:v')).toBe('libx264');
    expect(valueOf(args, '-profile:v')).toBe('high');
    expect(valueOf(args, '-pix_fmt')).toBe('yuv420p');
    expect(valueOf(args, '-crf')).toBe('23');
    expect(valueOf(args, '-preset')).toBe('veryfast');
    expect(valueOf(args, '-c:a')).toBe('aac');
    expect(valueOf(args, '-movflags')).toBe('+faststart');
    expect(valueOf(args, '-t')).toBe('10');
    expect(valueOf(args, '-r')).toBe('30');
    expect(valueOf(args, '-map_metadata')).toBe('-1');
    expect(args).toContain('/out/meme.mp4');
  });

  it('generates silence when there is no audio bed, and pads a bed that is too short', () => {
    const silent = buildMemeArgs(base);
    expect(valueOf(silent, '-f', 1)).toBe('lavfi');
    expect(valueOf(silent, '-i', 1)).toBe('anullsrc=r=48000:cl=stereo');
    const withBed = buildMemeArgs({ ...base, audioPath: '/work/voice.m4a' });
    expect(valueOf(withBed, '-i', 1)).toBe('/work/voice.m4a');
    expect(valueOf(withBed, '-filter_complex')).toContain('[1:a]aresample=48000,apad[aout]');
    expect(withBed).not.toContain('lavfi');
  });

  it('grabs the thumbnail from the same graph at the requested frame', () => {
    const args = buildMemeArgs(base);
    const graph = valueOf(args, '-filter_complex')!;
    expect(graph).toContain('split=2[vout][vthumb]');
    expect(graph).toContain('[vthumb]trim=start_frame=45:end_frame=46,scale=360:-2');
    const thumbMap = args.lastIndexOf('[thumb]');
    expect(args[thumbMap - 1]).toBe('-map');
    expect(args.slice(thumbMap)).toEqual(['[thumb]', '-frames:v', '1', '-q:v', '3', '-f', 'image2', '-update', '1', '/out/meme.jpg']);
    // Without a thumbnail there is no split.
    const plain = buildMemeArgs({ ...base, thumbnail: undefined });
    expect(valueOf(plain, '-filter_complex')).not.toContain('split');
    expect(plain.at(-1)).toBe('/out/meme.mp4');
  });

  it('keeps the thumbnail frame inside the video', () => {
    const graph = valueOf(buildMemeArgs({ ...base, durationSeconds: 2, thumbnail: { path: '/t.jpg', atSeconds: 5, width: 361 } }), '-filter_complex')!;
    expect(graph).toContain('trim=start_frame=59:end_frame=60,scale=362:-2');
  });

  it('zooms slowly into a photo (Ken Burns)', () => {
    const graph = valueOf(buildMemeArgs({ ...base, background: { kind: 'still', path: '/p.jpg', motion: 'kenburns' } }), '-filter_complex')!;
    expect(graph).toMatch(/zoompan=z=1\+0\.08\*on\/300:.*:d=1:s=720x1280:fps=30/);
    expect(graph.indexOf('loop=')).toBeLessThan(graph.indexOf('zoompan'));
  });

  it('loops, crops and resamples a video background', () => {
    const args = buildMemeArgs({ ...base, background: { kind: 'video', path: '/clip.mov' } });
    expect(args.slice(0, 4)).toEqual(['-stream_loop', '-1', '-i', '/clip.mov']);
    const graph = valueOf(args, '-filter_complex')!;
    expect(graph).toContain('[0:v]fps=30,scale=720:1280:force_original_aspect_ratio=increase');
    expect(graph).toContain('crop=720:1280');
  });

  it('escapes awkward paths for the filtergraph', () => {
    const graph = valueOf(buildMemeArgs({ ...base, assPath: "/tmp/it's, a:[test].ass" }), '-filter_complex')!;
    expect(graph).toContain("ass=filename=/tmp/it\\\\\\'s\\, a\\\\:\\[test\\].ass:fontsdir=/fonts");
  });

  it('lets the encoder settings be tuned', () => {
    const args = buildMemeArgs({ ...base, encoding: { preset: 'ultrafast', crf: 28, threads: 2 } });
    expect(valueOf(args, '-preset')).toBe('ultrafast');
    expect(valueOf(args, '-crf')).toBe('28');
    expect(valueOf(args, '-threads')).toBe('2');
  });

  it('refuses odd frame sizes and empty durations', () => {
    expect(() => buildMemeArgs({ ...base, width: 721 })).toThrow(RangeError);
    expect(() => buildMemeArgs({ ...base, durationSeconds: 0 })).toThrow(RangeError);
  });
});
