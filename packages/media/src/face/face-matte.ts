/**
 * The face-meme matte: which pixels inside the head outline are the person (face and hair) and which are the
 * background showing between the hair and the outline (window blinds, a wall, a shelf). A colour model in CIE Lab:
 * a few colour clusters of the background, seeded by a ring just outside the outline, and a few of the person,
 * seeded by the face itself plus the hair-strip pixels the background model cannot explain. Every pixel between the
 * sure face and the outline gets the probability of being the person from its distance to both models; the map is
 * smoothed over a small neighbourhood (so single pixels do not flicker between the two) and given a soft edge.
 */

export interface MatteInput {
  /** RGBA pixels of the cut-out region (alpha 0 = outside the photo). */
  pixels: Buffer;
  width: number;
  height: number;
  /** 0–255: the grown head outline (the largest the person may be), feathered. */
  outer: Uint8Array | Buffer;
  /** 0–255: the face itself (the FaceMesh oval, a little inside): always the person. */
  sure: Uint8Array | Buffer;
  /** 0–255: where hair is likely (above the brows, inside the outline): its colours not in the background join the person's. */
  hair: Uint8Array | Buffer;
  /** 0–255: the ring around the outline the background is learned from. */
  ring: Uint8Array | Buffer;
  /** Face width in pixels (sets the smoothing scale). */
  faceWidth: number;
  /** More background colours (RGB triples): the photo's top edge and the upper parts of its sides. */
  borderRgb?: Uint8Array | Buffer;
  /**
   * 0 on the sure face … 1 on the outline, per pixel: a pixel near the face leans "person" a little (hair whose
   * colour is close to the background is more likely near the head than far from it).
   */
  reach?: Float32Array;
}

/** Fewer background samples than this and we cannot tell the background: the outline alone decides. */
const MIN_RING_SAMPLES = 150;
/** …or less than this share of the ring inside the photo. */
const MIN_RING_SHARE = 0.35;
const BACKGROUND_CLUSTERS = 6;
const PERSON_CLUSTERS = 6;

/** The person's alpha (0–255), or undefined when the ring is too small to learn the background from. */
export function personMatte(input: MatteInput): Uint8Array | undefined {
  const { pixels, width, height } = input;
  const n = width * height;
  const border = input.borderRgb ?? new Uint8Array(0);
  const m = Math.floor(border.length / 3);
  // The cut-out's pixels, then the photo border's samples (indices n … n + m − 1).
  const lab = new Float32Array((n + m) * 3);
  for (let i = 0; i < n; i++) rgbToLab(pixels[i * 4]!, pixels[i * 4 + 1]!, pixels[i * 4 + 2]!, lab, i * 3);
  for (let k = 0; k < m; k++) rgbToLab(border[k * 3]!, border[k * 3 + 1]!, border[k * 3 + 2]!, lab, (n + k) * 3);
  const inPhoto = (i: number) => pixels[i * 4 + 3]! > 0;

  const ringIdx: number[] = [];
  const sureIdx: number[] = [];
  const hairIdx: number[] = [];
  let ringTotal = 0;
  for (let i = 0; i < n; i++) {
    if (input.ring[i]! > 128) ringTotal++;
    if (!inPhoto(i)) continue;
    if (input.ring[i]! > 128) ringIdx.push(i);
    else if (input.sure[i]! > 200) sureIdx.push(i);
    else if (input.hair[i]! > 128 && input.outer[i]! > 128) hairIdx.push(i);
  }
  // Too little of the ring in the photo (the head fills it): what is left is not the background all around.
  if (ringIdx.length < Math.max(MIN_RING_SAMPLES, ringTotal * MIN_RING_SHARE) || sureIdx.length < 50) return undefined;

  const borderIdx = Array.from({ length: m }, (_, k) => n + k);
  const background = kMeans(lab, [...subsample(ringIdx, 4000), ...borderIdx], BACKGROUND_CLUSTERS);
  // How far the ring's own pixels are from their model: a hair pixel farther than most of them is not background.
  const ringSpread = percentile(
    subsample(ringIdx, 2000).map((i) => nearest(lab, i, background)),
    0.9,
  );
  // Just above the forehead is hair for nearly everyone: those pixels are the person's whatever their colour; farther
  // out, only hair colours the background model cannot explain are.
  const hairSeeds = hairIdx.filter(
    (i) => (input.reach !== undefined && input.reach[i]! < NEAR_HAIR) || nearest(lab, i, background) > Math.max(6, ringSpread * 1.5),
  );
  const person = kMeans(lab, subsample([...subsample(sureIdx, 3000), ...subsample(hairSeeds, 3000)], 6000), PERSON_CLUSTERS);

  // Probability of "person" for every pixel the outline allows; the sure face is 1.
  const p = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    if (input.outer[i]! < 8 || !inPhoto(i)) continue;
    if (input.sure[i]! > 200) {
      p[i] = 1;
      continue;
    }
    const dB = nearest(lab, i, background);
    const dP = nearest(lab, i, person);
    const prior = input.reach ? PRIOR * (1 - Math.min(1, Math.max(0, input.reach[i]!))) : 0;
    p[i] = Math.min(1, dB / (dB + dP + 1e-6) + prior);
  }
  // Smooth the probabilities (a box blur of ~2.5 % of the face width, twice ≈ a Gaussian), then a soft threshold.
  const radius = Math.max(1, Math.round(input.faceWidth * 0.025));
  const smooth = boxBlur(boxBlur(p, width, height, radius), width, height, radius);
  const alpha = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    // Ambiguous pixels (p ≈ 0.5) are kept: a little background is better than a bald patch.
    const t = Math.min(1, Math.max(0, (smooth[i]! - 0.3) / 0.12));
    const soft = t * t * (3 - 2 * t);
    alpha[i] = Math.round(Math.max(soft, input.sure[i]! / 255) * input.outer[i]!);
  }
  dropIslands(alpha, input.sure, width, height);
  return alpha;
}

/** Nudge towards "person" on the sure face's edge, fading to none at the outline. */
const PRIOR = 0.15;
/** The part of the way from the face oval to the outline, above the face, that seeds the hair unconditionally. */
const NEAR_HAIR = 0.2;

/**
 * Clears what the matte kept but is not connected to the face (a patch of background that happened to match the
 * hair): a flood fill from the sure face over pixels at least a quarter opaque.
 */
function dropIslands(alpha: Uint8Array, sure: Uint8Array | Buffer, width: number, height: number): void {
  const keep = new Uint8Array(alpha.length);
  const stack: number[] = [];
  for (let i = 0; i < alpha.length; i++) {
    if (sure[i]! > 200 && alpha[i]! >= 64) {
      keep[i] = 1;
      stack.push(i);
    }
  }
  while (stack.length) {
    const i = stack.pop()!;
    const x = i % width;
    const next = [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i >= width ? i - width : -1, i + width < alpha.length ? i + width : -1];
    for (const j of next) {
      if (j >= 0 && !keep[j] && alpha[j]! >= 64) {
        keep[j] = 1;
        stack.push(j);
      }
    }
  }
  // Faint pixels next to kept ones are the soft edge: keep those within the smoothing reach (2 px), drop the rest.
  for (let i = 0; i < alpha.length; i++) {
    if (keep[i] || alpha[i] === 0) continue;
    const x = i % width;
    const y = (i - x) / width;
    let near = false;
    for (let dy = -2; dy <= 2 && !near; dy++) {
      for (let dx = -2; dx <= 2 && !near; dx++) {
        const [xx, yy] = [x + dx, y + dy];
        if (xx >= 0 && yy >= 0 && xx < width && yy < height && keep[yy * width + xx]) near = true;
      }
    }
    if (!near) alpha[i] = 0;
  }
}

function rgbToLab(r: number, g: number, b: number, out: Float32Array, at: number): void {
  const lin = (c: number) => {
    const v = c / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const [R, G, B] = [lin(r), lin(g), lin(b)];
  const f = (t: number) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  const x = f((0.4124 * R + 0.3576 * G + 0.1805 * B) / 0.95047);
  const y = f(0.2126 * R + 0.7152 * G + 0.0722 * B);
  const z = f((0.0193 * R + 0.1192 * G + 0.9505 * B) / 1.08883);
  out[at] = 116 * y - 16;
  out[at + 1] = 500 * (x - y);
  out[at + 2] = 200 * (y - z);
}

/** Lab cluster centres (flat [L, a, b, …]) by a few rounds of k-means, seeded evenly through the samples. */
function kMeans(lab: Float32Array, samples: readonly number[], k: number): Float32Array {
  const count = Math.min(k, samples.length);
  const centres = new Float32Array(count * 3);
  for (let c = 0; c < count; c++) {
    const i = samples[Math.floor(((c + 0.5) * samples.length) / count)]!;
    centres.set(lab.subarray(i * 3, i * 3 + 3), c * 3);
  }
  const sums = new Float64Array(count * 4);
  for (let round = 0; round < 8; round++) {
    sums.fill(0);
    for (const i of samples) {
      const c = nearestIndex(lab, i, centres);
      sums[c * 4]! += lab[i * 3]!;
      sums[c * 4 + 1]! += lab[i * 3 + 1]!;
      sums[c * 4 + 2]! += lab[i * 3 + 2]!;
      sums[c * 4 + 3]! += 1;
    }
    for (let c = 0; c < count; c++) {
      const m = sums[c * 4 + 3]!;
      if (m > 0) centres.set([sums[c * 4]! / m, sums[c * 4 + 1]! / m, sums[c * 4 + 2]! / m], c * 3);
    }
  }
  return centres;
}

function nearestIndex(lab: Float32Array, i: number, centres: Float32Array): number {
  let best = 0;
  let bestD = Infinity;
  for (let c = 0; c < centres.length / 3; c++) {
    const d = dist2(lab, i, centres, c);
    if (d < bestD) {
      bestD = d;
      best = c;
    }
  }
  return best;
}

/** Distance (ΔE76) from pixel i to the nearest centre. */
function nearest(lab: Float32Array, i: number, centres: Float32Array): number {
  let best = Infinity;
  for (let c = 0; c < centres.length / 3; c++) best = Math.min(best, dist2(lab, i, centres, c));
  return Math.sqrt(best);
}

function dist2(lab: Float32Array, i: number, centres: Float32Array, c: number): number {
  const dl = lab[i * 3]! - centres[c * 3]!;
  const da = lab[i * 3 + 1]! - centres[c * 3 + 1]!;
  const db = lab[i * 3 + 2]! - centres[c * 3 + 2]!;
  return dl * dl + da * da + db * db;
}

function subsample(items: readonly number[], max: number): number[] {
  if (items.length <= max) return [...items];
  const step = items.length / max;
  return Array.from({ length: max }, (_, k) => items[Math.floor(k * step)]!);
}

function percentile(values: number[], q: number): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}

/** Separable box blur with edge clamping. */
function boxBlur(src: Float32Array, width: number, height: number, r: number): Float32Array {
  const tmp = new Float32Array(src.length);
  const out = new Float32Array(src.length);
  const span = 2 * r + 1;
  for (let y = 0; y < height; y++) {
    const row = y * width;
    let acc = 0;
    for (let x = -r; x <= r; x++) acc += src[row + Math.min(width - 1, Math.max(0, x))]!;
    for (let x = 0; x < width; x++) {
      tmp[row + x] = acc / span;
      acc += src[row + Math.min(width - 1, x + r + 1)]! - src[row + Math.max(0, x - r)]!;
    }
  }
  for (let x = 0; x < width; x++) {
    let acc = 0;
    for (let y = -r; y <= r; y++) acc += tmp[Math.min(height - 1, Math.max(0, y)) * width + x]!;
    for (let y = 0; y < height; y++) {
      out[y * width + x] = acc / span;
      acc += tmp[Math.min(height - 1, y + r + 1) * width + x]! - tmp[Math.max(0, y - r) * width + x]!;
    }
  }
  return out;
}
