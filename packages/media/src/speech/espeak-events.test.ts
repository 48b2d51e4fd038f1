import type { EspeakRawEvent } from '@echogarden/espeak-ng-emscripten';
import { describe, expect, it } from 'vitest';
import { codePointOffsets, wordsFromEspeakEvents } from './espeak-events.ts';
import { scriptChunks } from './espeak-synth.ts';

const word = (ms: number, position: number, length: number): EspeakRawEvent => ({
  type: 'word',
  audio_position: ms,
  text_position: position,
  word_length: length,
});
const phone = (ms: number, id: string): EspeakRawEvent => ({ type: 'phoneme', audio_position: ms, text_position: 0, word_length: 0, id });

describe('wordsFromEspeakEvents', () => {
  it('times words by their phones; a pause ends a phone, "ʲ" joins the phone before it, phone-less words are dropped', () => {
    // "Привет мир" as eSpeak reports it (shortened), plus a stray repeated word event with no phones.
    const events: EspeakRawEvent[] = [
      { type: 'sentence', audio_position: 0, text_position: 1, word_length: 0 },
      word(0, 1, 6),
      phone(43, 'p'),
      phone(78, ''),
      phone(106, 'r'),
      phone(160, 'ʲ'),
      phone(199, 'ˈe'),
      phone(426, 't'),
      word(470, 8, 3),
      phone(470, 'mʲ'),
      phone(573, 'ˈi'),
      phone(641, ''),
      word(650, 8, 3),
      { type: 'end', audio_position: 650, text_position: 11, word_length: 0 },
    ];
    expect(wordsFromEspeakEvents(events, 'Привет мир', 0.7)).toEqual([
      {
        offset: 0,
        start: 0,
        end: 0.47,
        phones: [
          { ipa: 'p', start: 0.043, end: 0.078 },
          { ipa: 'rʲ', start: 0.106, end: 0.199 },
          { ipa: 'ˈe', start: 0.199, end: 0.426 },
          { ipa: 't', start: 0.426, end: 0.47 },
        ],
      },
      {
        offset: 7,
        start: 0.47,
        end: 0.641,
        phones: [
          { ipa: 'mʲ', start: 0.47, end: 0.573 },
          { ipa: 'ˈi', start: 0.573, end: 0.641 },
        ],
      },
    ]);
  });

  it('turns eSpeak code-point positions into UTF-16 offsets (astral characters count twice in JavaScript)', () => {
    expect(codePointOffsets('a𝒳b')).toEqual([0, 1, 3, 4]);
    const words = wordsFromEspeakEvents([word(0, 3, 1), phone(10, 'b')], 'a𝒳b', 0.2);
    expect(words[0]!.offset).toBe(3);
    expect(words[0]!.end).toBe(0.2); // the last phone lasts to the end of the audio
  });
});

describe('scriptChunks', () => {
  it('splits at sentence ends and line breaks, marking paragraph ends and skipping chunks with nothing to say', () => {
    const script = 'Hi there. “Really?” Yes!\n\nNew — paragraph 3.5 times… — \nend';
    const chunks = scriptChunks(script).map((c) => [script.slice(c.start, c.end), c.paragraphEnd]);
    expect(chunks).toEqual([
      ['Hi there.', false],
      ['“Really?”', false],
      ['Yes!', true],
      ['New — paragraph 3.5 times…', false],
      ['end', false],
    ]);
  });
});
