import { describe, expect, it } from 'vitest';
import { buildProbeArgs, parseProbeJson } from './probe.ts';

describe('buildProbeArgs', () => {
  it('asks for JSON format and streams and protects paths starting with a dash', () => {
    expect(buildProbeArgs('-odd.mp4')).toEqual(['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', '--', '-odd.mp4']);
  });
});

describe('parseProbeJson', () => {
  it('maps ffprobe output to numbers', () => {
    const result = parseProbeJson(
      JSON.stringify({
        streams: [
          { index: 0, codec_name: 'h264', codec_type: 'video', width: 720, height: 1280, duration: '10.000000', avg_frame_rate: '30/1' },
          { index: 1, codec_name: 'aac', codec_type: 'audio', sample_rate: '48000', channels: 2, duration: '10.005333', avg_frame_rate: '0/0' },
        ],
        format: { format_name: 'mov,mp4,m4a,3gp,3g2,mj2', duration: '10.022000', bit_rate: '263222' },
      }),
    );
    expect(result).toEqual({
      durationSeconds: 10.022,
      formatName: 'mov,mp4,m4a,3gp,3g2,mj2',
      bitRate: 263222,
      streams: [
        { codecType: 'video', codecName: 'h264', width: 720, height: 1280, durationSeconds: 10, frameRate: 30 },
        { codecType: 'audio', codecName: 'aac', sampleRate: 48000, channels: 2, durationSeconds: 10.005333 },
      ],
    });
  });

  it('reads fractional frame rates and leaves out unknown ones', () => {
    const rate = (avg_frame_rate: string) =>
      parseProbeJson(JSON.stringify({ streams: [{ codec_type: 'video', avg_frame_rate }], format: { format_name: 'mp4' } })).streams[0]?.frameRate;
    expect(rate('15/1')).toBe(15);
    expect(rate('30000/1001')).toBeCloseTo(29.97, 2);
    expect(rate('0/0')).toBeUndefined();
    expect(rate('N/A')).toBeUndefined();
  });

  it('falls back to stream durations, and to null when nothing declares one (MediaRecorder WebM)', () => {
    const withStream = parseProbeJson(
      JSON.stringify({ streams: [{ codec_type: 'audio', codec_name: 'opus', duration: '3.5' }], format: { format_name: 'ogg', duration: 'N/A' } }),
    );
    expect(withStream.durationSeconds).toBe(3.5);
    const none = parseProbeJson(JSON.stringify({ streams: [{ codec_type: 'audio', codec_name: 'opus' }], format: { format_name: 'matroska,webm' } }));
    expect(none.durationSeconds).toBeNull();
    expect(parseProbeJson(JSON.stringify({ format: { format_name: 'wav' } })).streams).toEqual([]);
  });

  it('rejects output that is not ffprobe-shaped', () => {
    expect(() => parseProbeJson('{"streams":[]}')).toThrow();
    expect(() => parseProbeJson('not json')).toThrow();
  });
});
