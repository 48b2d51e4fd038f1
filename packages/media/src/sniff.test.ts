import { describe, expect, it } from 'vitest';
import { sniffType } from './sniff.ts';

const bytes = (...parts: (string | number[])[]): Uint8Array =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? Array.from(p, (c) => c.charCodeAt(0)) : p)));

describe('sniffType', () => {
  it('recognises images by their magic bytes', () => {
    expect(sniffType(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffType(bytes('\x89PNG\r\n\x1a\n'))).toBe('png');
    expect(sniffType(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBe('webp');
    expect(sniffType(bytes('GIF89a'))).toBe('gif');
  });

  it('recognises audio containers', () => {
    expect(sniffType(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f]))).toBe('webm');
    expect(sniffType(bytes('OggS', [0]))).toBe('ogg');
    expect(sniffType(bytes([0, 0, 0, 0x20], 'ftypM4A '))).toBe('mp4');
    expect(sniffType(bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '))).toBe('wav');
    expect(sniffType(bytes('ID3', [4, 0]))).toBe('mp3');
    expect(sniffType(bytes([0xff, 0xfb, 0x90, 0x64]))).toBe('mp3'); // MPEG-1 Layer III, 128 kbit/s, 44.1 kHz
  });

  it('returns null for anything else, including near misses', () => {
    expect(sniffType(bytes('hello, I am a text file'))).toBeNull();
    expect(sniffType(bytes())).toBeNull();
    expect(sniffType(bytes([0xff, 0xd8]))).toBeNull();
    expect(sniffType(bytes([0xff, 0xff, 0xff, 0xff]))).toBeNull(); // sync bits but an invalid header
    expect(sniffType(bytes([0xff, 0xf1, 0x50, 0x80]))).toBeNull(); // ADTS AAC, not MP3
  });
});
