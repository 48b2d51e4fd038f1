import { copyFileSync, mkdirSync, readFileSync, renameSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GlobalFonts } from '@napi-rs/canvas';
import { readFontMetrics, type FontMetrics } from './font-metrics.ts';

/** Montserrat Bold and ExtraBold; 'impact' is Oswald Bold, the condensed face of classic top/bottom memes. */
export type FontWeightName = 'bold' | 'extraBold' | 'impact';

export interface FontFace {
  weight: FontWeightName;
  /** Family name libass matches in `Fontname` (the TTF's name-table family). */
  assFamily: string;
  /** Alias registered with @napi-rs/canvas for measuring. */
  canvasFamily: string;
  cssWeight: number;
  file: string;
}

const FACES: Record<FontWeightName, { pkg: string; dir: string; file: string; assFamily: string; cssWeight: number; canvasFamily: string }> = {
  // The Bold file is a "RIBBI" style, so its legacy family is plain "Montserrat"; ExtraBold gets its own family name.
  bold: {
    pkg: 'montserrat',
    dir: '700Bold',
    file: 'Montserrat_700Bold.ttf',
    assFamily: 'Montserrat',
    cssWeight: 700,
    canvasFamily: 'Reelcraft Montserrat Bold',
  },
  extraBold: {
    pkg: 'montserrat',
    dir: '800ExtraBold',
    file: 'Montserrat_800ExtraBold.ttf',
    assFamily: 'Montserrat ExtraBold',
    cssWeight: 800,
    canvasFamily: 'Reelcraft Montserrat ExtraBold',
  },
  impact: { pkg: 'oswald', dir: '700Bold', file: 'Oswald_700Bold.ttf', assFamily: 'Oswald', cssWeight: 700, canvasFamily: 'Reelcraft Oswald Bold' },
};

const require = createRequire(import.meta.url);
const packageDirs = new Map<string, string>();

function fontPackageDir(pkg: string): string {
  let dir = packageDirs.get(pkg);
  if (!dir) {
    dir = path.dirname(require.resolve(`@expo-google-fonts/${pkg}/package.json`));
    packageDirs.set(pkg, dir);
  }
  return dir;
}

/** A face we draw with, located inside its npm package. */
export function fontFace(weight: FontWeightName): FontFace {
  const face = FACES[weight];
  return {
    weight,
    assFamily: face.assFamily,
    canvasFamily: face.canvasFamily,
    cssWeight: face.cssWeight,
    file: path.join(fontPackageDir(face.pkg), face.dir, face.file),
  };
}

/**
 * A directory holding only our TTFs, for libass `fontsdir`. The npm package keeps each weight in its own
 * folder next to PNG previews and JS, and libass does not recurse, so we copy the faces we use into a cache folder
 * (checked on every call: tmp cleaners may remove it while the server runs).
 */
export function fontsDir(): string {
  const faces = (Object.keys(FACES) as FontWeightName[]).map(fontFace);
  const sizes = faces.map((f) => statSync(f.file).size);
  const dir = path.join(tmpdir(), `reelcraft-fonts-${process.getuid?.() ?? 'u'}-${sizes.join('-')}`);
  for (const [i, face] of faces.entries()) {
    const target = path.join(dir, path.basename(face.file));
    if (fileSize(target) === sizes[i]) continue;
    mkdirSync(dir, { recursive: true });
    const partial = `${target}.${process.pid}.part`;
    copyFileSync(face.file, partial);
    renameSync(partial, target);
  }
  return dir;
}

function fileSize(file: string): number {
  try {
    return statSync(file).size;
  } catch {
    return -1;
  }
}

const metricsCache = new Map<FontWeightName, FontMetrics>();

export function fontMetrics(weight: FontWeightName): FontMetrics {
  let metrics = metricsCache.get(weight);
  if (!metrics) {
    metrics = readFontMetrics(readFileSync(fontFace(weight).file));
    metricsCache.set(weight, metrics);
  }
  return metrics;
}

const registered = new Set<FontWeightName>();

/** Registers the face with @napi-rs/canvas (once per process) and returns a CSS font string for `px`. */
export function canvasFont(weight: FontWeightName, px: number): string {
  const face = fontFace(weight);
  if (!registered.has(weight)) {
    if (!GlobalFonts.registerFromPath(face.file, face.canvasFamily)) throw new Error(`could not register font ${face.file}`);
    registered.add(weight);
  }
  return `${face.cssWeight} ${px}px "${face.canvasFamily}"`;
}
