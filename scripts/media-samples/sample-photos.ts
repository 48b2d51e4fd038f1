import sharp from 'sharp';

/**
 * A second photo without a face, drawn in code for the sample story: a city street at dusk (buildings with lit
 * windows, a road in perspective), so the story's photos differ from each other and from the hills of
 * sampleNoFacePhoto. Deterministic.
 */
export async function sampleStreetPhoto(width = 960, height = 1280): Promise<Buffer> {
  let seed = 97;
  const random = (): number => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const buildings: string[] = [];
  let x = -20;
  while (x < width) {
    const w = 110 + random() * 120;
    const top = height * (0.18 + random() * 0.3);
    const shade = Math.round(30 + random() * 40);
    buildings.push(`<rect x="${x}" y="${top}" width="${w}" height="${height * 0.75 - top}" fill="rgb(${shade},${shade + 8},${shade + 25})"/>`);
    for (let wy = top + 20; wy < height * 0.72; wy += 38) {
      for (let wx = x + 14; wx < x + w - 24; wx += 30) {
        if (random() < 0.55)
          buildings.push(
            `<rect x="${wx}" y="${wy}" width="16" height="22" fill="rgb(255,${Math.round(190 + random() * 50)},${Math.round(90 + random() * 60)})" opacity="0.9"/>`,
          );
      }
    }
    x += w + 6;
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1b1f4b"/><stop offset="0.6" stop-color="#c2577a"/><stop offset="1" stop-color="#f3a65a"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#sky)"/>
  ${buildings.join('\n  ')}
  <polygon points="0,${height} ${width},${height} ${width * 0.56},${height * 0.72} ${width * 0.44},${height * 0.72}" fill="#2b2b33"/>
  <polygon points="${width * 0.49},${height} ${width * 0.51},${height} ${width * 0.502},${height * 0.72} ${width * 0.498},${height * 0.72}" fill="#e8d36a"/>
  <rect y="${height * 0.72}" width="${width * 0.44}" height="${height * 0.28}" fill="#3d3a40"/>
  <rect x="${width * 0.56}" y="${height * 0.72}" width="${width * 0.44}" height="${height * 0.28}" fill="#3d3a40"/>
</svg>`;
  // Grain, so the photo is not a flat drawing (the encoder and the scene detector see texture, as in a real photo).
  const grain = Buffer.alloc(width * height);
  for (let i = 0; i < grain.length; i++) grain[i] = Math.round(random() * 40);
  const noise = await sharp(grain, { raw: { width, height, channels: 1 } })
    .png()
    .toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: noise, blend: 'soft-light' }])
    .jpeg({ quality: 90 })
    .toBuffer();
}
