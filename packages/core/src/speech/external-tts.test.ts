import { describe, expect, it } from 'vitest';
import { looksLikeAudio, splitForTts } from './external-tts.ts';

const wavHead = Buffer.concat([Buffer.from('RIFF\0\0\0\0WAVEfmt ', 'latin1'), Buffer.alloc(40)]);

describe('looksLikeAudio', () => {
  it('accepts WAV, MP3, Ogg, FLAC and ADTS AAC by their magic bytes', () => {
    expect(looksLikeAudio(wavHead, 'audio/wav')).toBe(true);
    expect(looksLikeAudio(Buffer.from('ID3\x04\0\0\0\0\0\0', 'latin1'), 'audio/mpeg')).toBe(true);
    expect(looksLikeAudio(Buffer.from('OggS\0\x02', 'latin1'), 'audio/ogg')).toBe(true);
    expect(looksLikeAudio(Buffer.from('fLaC\0\0\0\x22', 'latin1'), 'audio/flac')).toBe(true);
    expect(looksLikeAudio(Uint8Array.from([0xff, 0xf1, 0x50, 0x80]), 'audio/aac')).toBe(true);
    expect(looksLikeAudio(wavHead, 'application/octet-stream')).toBe(true);
    expect(looksLikeAudio(wavHead, null)).toBe(true);
  });
  it('refuses pages and JSON, whatever the bytes, and unknown bytes whatever the type', () => {
    expect(looksLikeAudio(Buffer.from('<!doctype html><html>'), 'text/html')).toBe(false);
    expect(looksLikeAudio(wavHead, 'text/html')).toBe(false);
    expect(looksLikeAudio(Buffer.from('{"error":{}}'), 'application/json')).toBe(false);
    expect(looksLikeAudio(Buffer.from('hello world, not audio'), 'audio/wav')).toBe(false);
    expect(looksLikeAudio(new Uint8Array(0), 'audio/wav')).toBe(false);
  });
});

describe('splitForTts', () => {
  it('keeps short texts whole', () => {
    expect(splitForTts('Hello there. Bye.')).toEqual(['Hello there. Bye.']);
  });
  it('cuts long texts at paragraph, then sentence ends, never above the limit, losing nothing', () => {
    const paragraph = 'One sentence here. Another sentence there! '.repeat(5).trim();
    const text = Array.from({ length: 6 }, () => paragraph).join('\n\n');
    const pieces = splitForTts(text, 500);
    expect(pieces.length).toBeGreaterThan(1);
    for (const piece of pieces) {
      expect(piece.length).toBeLessThanOrEqual(500);
      expect(piece).toMatch(/[.!]$/);
    }
    expect(pieces.join(' ').replace(/\s+/g, ' ')).toBe(text.replace(/\s+/g, ' '));
  });
  it('falls back to a word boundary, then a hard cut, for text without punctuation', () => {
    const words = 'word '.repeat(300).trim();
    expect(splitForTts(words, 100).every((p) => p.length <= 100 && !p.startsWith(' '))).toBe(true);
    expect(splitForTts('x'.repeat(250), 100)).toEqual(['x'.repeat(100), 'x'.repeat(100), 'x'.repeat(50)]);
  });
});
