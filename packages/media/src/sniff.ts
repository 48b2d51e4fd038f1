/** File types we recognise by their first bytes. Names and declared MIME types are never trusted. */
export type SniffedType = 'jpeg' | 'png' | 'webp' | 'gif' | 'webm' | 'ogg' | 'mp4' | 'wav' | 'mp3';

const ascii = (bytes: Uint8Array, offset: number, text: string): boolean => {
  if (bytes.length < offset + text.length) return false;
  for (let i = 0; i < text.length; i++) if (bytes[offset + i] !== text.charCodeAt(i)) return false;
  return true;
};

/** Identifies the container from magic bytes (the first 64 bytes are enough); null when unknown. */
export function sniffType(head: Uint8Array): SniffedType | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (ascii(head, 0, '\x89PNG\r\n\x1a\n')) return 'png';
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'WEBP')) return 'webp';
  if (ascii(head, 0, 'GIF87a') || ascii(head, 0, 'GIF89a')) return 'gif';
  if (head.length >= 4 && head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3) return 'webm';
  if (ascii(head, 0, 'OggS')) return 'ogg';
  if (ascii(head, 4, 'ftyp')) return 'mp4';
  if (ascii(head, 0, 'RIFF') && ascii(head, 8, 'WAVE')) return 'wav';
  if (ascii(head, 0, 'ID3')) return 'mp3';
  if (isMpegAudioFrame(head)) return 'mp3';
  return null;
}

/** An MPEG-1/2 Layer III frame header: 11 sync bits, a valid version, layer III, a valid bitrate and sample rate. */
function isMpegAudioFrame(b: Uint8Array): boolean {
  if (b.length < 4 || b[0] !== 0xff) return false;
  const b1 = b[1]!;
  const b2 = b[2]!;
  if ((b1 & 0xe0) !== 0xe0) return false;
  const version = (b1 >> 3) & 0x3;
  const layer = (b1 >> 1) & 0x3;
  const bitrate = (b2 >> 4) & 0xf;
  const sampleRate = (b2 >> 2) & 0x3;
  return version !== 1 && layer === 1 && bitrate !== 0 && bitrate !== 0xf && sampleRate !== 3;
}
