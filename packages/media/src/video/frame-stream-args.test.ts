import { describe, expect, it } from 'vitest';
import { buildFrameStreamArgs, type FrameStreamArgsInput } from './frame-stream-args.ts';

const base: FrameStreamArgsInput = { width: 720, height: 1280, fps: 30, frameCount: 300, outputPath: '/out/v.mp4' };

function valueOf(args: string[], flag: string, nth = 0): string | undefined {
  const indexes = args.flatMap((a, i) => (a === flag ? [i] : []));
  const i = indexes[nth];
  return i === undefined ? undefined : args[i + 1];
}

describe('buildFrameStreamArgs', () => {
  it('reads raw RGBA frames of the given size and rate from stdin, with generated silence when there is no audio', () => {
    const args = buildFrameStreamArgs(base);
    expect(args.slice(0, 10)).toEqual(['-f', 'rawvideo', '-pix_fmt', 'rgba', '-s', '720x1280', '-r', '30', '-i', 'pipe:0']);
    expect(args.slice(10, 14)).toEqual(['-f', 'lavfi', '-i', 'anullsrc=r=48000:cl=stereo']);
    const graph = valueOf(args, '-filter_complex')!;
    expect(graph).toBe('[0:v]scale=out_color_matrix=bt601:out_range=tv,format=yuv420p,setsar=1[vout];[1:a]anull[aout]');
    expect(args).not.toContain('image2');
  });

  it('encodes like the meme renderer, cut to frameCount / fps', () => {
    const args = buildFrameStreamArgs({ ...base, frameCount: 301, encoding: { threads: 2, preset: 'ultrafast' } });
    expect(valueOf(args, '-t')).toBe('10.033');
    expect(valueOf(args, '-c:v')).toBe('libx264');
    expect(valueOf(args, '-preset')).toBe('ultrafast');
    expect(valueOf(args, '-crf')).toBe('23');
    expect(valueOf(args, '-profile:v')).toBe('high');
    expect(valueOf(args, '-pix_fmt', 1)).toBe('yuv420p');
    expect(valueOf(args, '-threads')).toBe('2');
    expect(valueOf(args, '-colorspace')).toBe('smpte170m');
    expect(valueOf(args, '-color_range')).toBe('tv');
    expect(valueOf(args, '-movflags')).toBe('+faststart');
    expect(valueOf(args, '-c:a')).toBe('aac');
    expect(args.at(-1)).toBe('/out/v.mp4');
  });

  it('pads the audio, burns escaped subtitles and grabs the thumbnail after them', () => {
    const args = buildFrameStreamArgs({
      ...base,
      audioPath: '/in/voice.wav',
      assPath: "/tmp/it's:odd/c.ass",
      fontsDir: '/fonts',
      thumbnailPath: '/out/t.jpg',
      thumbnailAtSeconds: 2,
      thumbnailWidth: 361,
    });
    expect(valueOf(args, '-i', 1)).toBe('/in/voice.wav');
    const graph = valueOf(args, '-filter_complex')!;
    expect(graph).toContain("ass=filename=/tmp/it\\\\\\'s\\\\:odd/c.ass:fontsdir=/fonts,split=2[vout][vthumb]");
    expect(graph).toContain('[vthumb]trim=start_frame=60:end_frame=61,scale=362:-2');
    expect(graph).toContain('[1:a]aresample=48000,apad[aout]');
    expect(args.slice(-11)).toEqual(['-map', '[thumb]', '-frames:v', '1', '-q:v', '3', '-f', 'image2', '-update', '1', '/out/t.jpg']);
    expect(args.at(-12)).toBe('/out/v.mp4');
  });

  it('clamps the thumbnail frame into the stream', () => {
    const graph = valueOf(buildFrameStreamArgs({ ...base, frameCount: 10, thumbnailPath: '/t.jpg', thumbnailAtSeconds: 99 }), '-filter_complex')!;
    expect(graph).toContain('trim=start_frame=9:end_frame=10');
  });

  it('rejects odd sizes, bad rates and empty streams', () => {
    expect(() => buildFrameStreamArgs({ ...base, width: 721 })).toThrow(RangeError);
    expect(() => buildFrameStreamArgs({ ...base, fps: 0 })).toThrow(RangeError);
    expect(() => buildFrameStreamArgs({ ...base, frameCount: 0 })).toThrow(RangeError);
    expect(() => buildFrameStreamArgs({ ...base, frameCount: 2.5 })).toThrow(RangeError);
    expect(() => buildFrameStreamArgs({ ...base, assPath: '/a.ass' })).toThrow(RangeError);
  });
});
