/**
 * Reads a third party's response body chunk by chunk and stops (cancelling the download) as soon as it passes
 * `maxBytes`, so an endless or oversized answer never sits in memory whole. `tooLarge` makes the caller's own error.
 */
export async function readBodyCapped(response: Response, maxBytes: number, tooLarge: () => Error): Promise<Buffer> {
  if (!response.body) return Buffer.alloc(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total);
}
