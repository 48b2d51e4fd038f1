import type { StereoBuffer } from './dsp.ts';

/** A 16-bit PCM stereo WAV of the buffer (samples clamped to -1..1, TPDF-dithered to 16 bits). */
export function encodeWav(buffer: Pick<StereoBuffer, 'left' | 'right' | 'length'>, sampleRate: number): Buffer {
  const frames = buffer.length;
  const dataBytes = frames * 4;
  const out = Buffer.alloc(44 + dataBytes);
  out.write('RIFF', 0, 'ascii');
  out.writeUInt32LE(36 + dataBytes, 4);
  out.write('WAVE', 8, 'ascii');
  out.write('fmt ', 12, 'ascii');
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(1, 20);
  out.writeUInt16LE(2, 22);
  out.writeUInt32LE(sampleRate, 24);
  out.writeUInt32LE(sampleRate * 4, 28);
  out.writeUInt16LE(4, 32);
  out.writeUInt16LE(16, 34);
  out.write('data', 36, 'ascii');
  out.writeUInt32LE(dataBytes, 40);
  // A fixed-seed LCG for the dither keeps renders byte-identical.
  let seed = 0x12345678;
  const dither = (): number => {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
    const a = seed / 4294967296;
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
    return a - seed / 4294967296;
  };
  let offset = 44;
  for (let i = 0; i < frames; i++) {
    for (const channel of [buffer.left, buffer.right]) {
      const v = Math.max(-1, Math.min(1, channel[i]!));
      out.writeInt16LE(Math.max(-32768, Math.min(32767, Math.round(v * 32767 + dither()))), offset);
      offset += 2;
    }
  }
  return out;
}
