/**
 * `npm run reel-samples`: writes the sample scripts of the /generate-reels/<slug> pages (three ideas per niche, in
 * en, ru, pt and es) with our built-in writer and fixed seeds, to apps/web/src/features/generate-reels/samples.json.
 * The web app reads that file at build time (it may not import core). Run it again after changing the writer or the
 * ideas (packages/core/src/content/public-script-samples.ts); a test fails while the committed file is stale.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildReelSamples, REEL_SAMPLES_FILE, serializeReelSamples } from '@reelcraft/core';

const target = fileURLToPath(new URL(`../${REEL_SAMPLES_FILE}`, import.meta.url));
writeFileSync(target, serializeReelSamples(buildReelSamples()));
console.log(`Wrote ${target}`);
