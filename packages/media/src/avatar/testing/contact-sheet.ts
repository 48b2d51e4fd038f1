import sharp from 'sharp';

export interface SheetCell {
  label: string;
  rgba: Uint8Array;
}

/** Lays frames out in a grid with a caption under each, as one PNG (for people to judge the animation by eye). */
export async function writeContactSheet(file: string, cells: readonly SheetCell[], frameWidth: number, frameHeight: number, columns: number): Promise<void> {
  const rows = Math.ceil(cells.length / columns);
  const label = 28;
  const gap = 8;
  const width = columns * frameWidth + (columns + 1) * gap;
  const height = rows * (frameHeight + label) + (rows + 1) * gap;
  const composites = await Promise.all(
    cells.map(async (cell, i) => {
      const x = gap + (i % columns) * (frameWidth + gap);
      const y = gap + Math.floor(i / columns) * (frameHeight + label + gap);
      const frame = await sharp(Buffer.from(cell.rgba.buffer, cell.rgba.byteOffset, cell.rgba.length), {
        raw: { width: frameWidth, height: frameHeight, channels: 4 },
      })
        .png()
        .toBuffer();
      const text = Buffer.from(
        `<svg width="${frameWidth}" height="${label}" xmlns="http://www.w3.org/2000/svg"><text x="4" y="${label - 8}" font-family="DejaVu Sans, sans-serif" font-size="16" fill="#eee">${escapeXml(cell.label)}</text></svg>`,
      );
      return [
        { input: frame, left: x, top: y },
        { input: text, left: x, top: y + frameHeight },
      ];
    }),
  );
  await sharp({ create: { width, height, channels: 4, background: { r: 24, g: 24, b: 28, alpha: 1 } } })
    .composite(composites.flat())
    .png()
    .toFile(file);
}

function escapeXml(s: string): string {
  return s.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
