import { describe, expect, it } from 'vitest';
import { buildNormalizeAudioArgs, NORMALIZED_AUDIO } from './normalize-audio.ts';

describe('buildNormalizeAudioArgs', () => {
  const args = buildNormalizeAudioArgs('/in/upload.bin', '/out/voice.m4a', 600);
  const valueOf = (flag: string) => args[args.indexOf(flag) + 1];

  it('takes only the first audio stream and drops metadata, video and subtitles', () => {
    expect(args.slice(0, 4)).toEqual(['-i', '/in/upload.bin', '-map', '0:a:0']);
    expect(args).toEqual(expect.arrayContaining(['-vn', '-sn', '-dn']));
    expect(valueOf('-map_metadata')).toBe('-1');
  });

  it('produces mono 48 kHz AAC in MP4 with light loudness normalisation', () => {
    expect(valueOf('-af')).toBe('loudnorm=I=-16:TP=-1.5:LRA=11,aresample=48000');
    expect(valueOf('-ac')).toBe('1');
    expect(valueOf('-ar')).toBe('48000');
    expect(valueOf('-c:a')).toBe('aac');
    expect(valueOf('-b:a')).toBe(NORMALIZED_AUDIO.bitrate);
    expect(valueOf('-f')).toBe('mp4');
    expect(valueOf('-movflags')).toBe('+faststart');
    expect(args.at(-1)).toBe('/out/voice.m4a');
  });

  it('stops reading just past the length limit', () => {
    expect(valueOf('-t')).toBe('600.5');
    expect(buildNormalizeAudioArgs('a', 'b', 30)[buildNormalizeAudioArgs('a', 'b', 30).indexOf('-t') + 1]).toBe('30.5');
  });
});
