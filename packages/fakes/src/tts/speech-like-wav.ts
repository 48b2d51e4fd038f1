/** Sample rate of the fake's audio, as OpenAI's `wav`/`pcm` formats use. */
export const FAKE_TTS_SAMPLE_RATE = 24_000;

const SECONDS_PER_LETTER = 0.065;
const MIN_WORD_SECONDS = 0.12;
const WORD_GAP_SECONDS = 0.06;
const CLAUSE_GAP_SECONDS = 0.25;
const SENTENCE_GAP_SECONDS = 0.45;
const LEAD_SECONDS = 0.15;

/**
 * Speech-like 16-bit mono PCM for a text, made in code: each word is a voiced buzz (a 120–150 Hz pulse train with
 * harmonics) lasting ~65 ms per letter, amplitude-modulated at a syllable rate of ~5 Hz with soft edges; short gaps
 * between words, longer after commas and sentence ends. Loud where words are, silent between them — enough for
 * energy VAD and alignment code to find the words.
 */
export function speechLikePcm(text: string, sampleRate = FAKE_TTS_SAMPLE_RATE): Int16Array {
  const words = text.split(/\s+/).filter(Boolean);
  const plan: { seconds: number; voiced: boolean }[] = [{ seconds: LEAD_SECONDS, voiced: false }];
  for (const word of words) {
    const letters = (word.match(/[\p{L}\p{N}]/gu) ?? []).length;
    if (letters > 0) plan.push({ seconds: Math.max(MIN_WORD_SECONDS, letters * SECONDS_PER_LETTER), voiced: true });
    const gap = /[.!?…]["»”')]*$/u.test(word) ? SENTENCE_GAP_SECONDS : /[,;:—–]["»”')]*$/u.test(word) ? CLAUSE_GAP_SECONDS : WORD_GAP_SECONDS;
    plan.push({ seconds: gap, voiced: false });
  }
  const total = Math.round(plan.reduce((sum, p) => sum + p.seconds, 0) * sampleRate);
  const pcm = new Int16Array(total);
  let offset = 0;
  let wordIndex = 0;
  for (const part of plan) {
    const length = Math.round(part.seconds * sampleRate);
    if (part.voiced) {
      const f0 = 120 + (30 * ((wordIndex++ * 7) % 5)) / 4; // a little melody so words differ
      for (let i = 0; i < length && offset + i < total; i++) {
        const t = i / sampleRate;
        const edge = Math.min(1, i / (0.02 * sampleRate), (length - i) / (0.02 * sampleRate));
        const syllables = 0.55 + 0.45 * Math.cos(2 * Math.PI * 5 * t);
        let buzz = 0;
        for (let h = 1; h <= 10; h++) buzz += Math.sin(2 * Math.PI * f0 * h * t) / h;
        pcm[offset + i] = Math.round(9000 * edge * syllables * buzz * 0.5);
      }
    }
    offset += length;
  }
  return pcm;
}

/** A canonical 44-byte-header RIFF/WAVE file around mono 16-bit samples. */
export function encodeWav(pcm: Int16Array, sampleRate = FAKE_TTS_SAMPLE_RATE): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + pcm.byteLength, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(pcm.byteLength, 40);
  return Buffer.concat([header, Buffer.from(pcm.buffer, pcm.byteOffset, pcm.byteLength)]);
}
