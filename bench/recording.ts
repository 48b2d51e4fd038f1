import { runFfmpeg } from '@reelcraft/media';

/**
 * Turns a synthesised WAV into what a creator's upload looks like (mono AAC at 48 kHz, 96 kb/s), after an FFmpeg
 * audio filter (a delay before the first word, a pitch or speed change) and cut at `seconds`.
 */
export async function encodeAsRecording(wavPath: string, outputPath: string, filter: string, seconds: number): Promise<void> {
  await runFfmpeg(['-y', '-i', wavPath, '-af', filter, '-t', seconds.toFixed(3), '-ac', '1', '-ar', '48000', '-c:a', 'aac', '-b:a', '96k', outputPath]);
}
