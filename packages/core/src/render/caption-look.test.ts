import { CAPTION_POSITIONS as CONTRACT_POSITIONS, CAPTION_PRESETS as CONTRACT_PRESETS, DEFAULT_CAPTION_LOOK as CONTRACT_DEFAULT } from '@reelcraft/contract';
import { CAPTION_POSITIONS, CAPTION_PRESETS, DEFAULT_CAPTION_LOOK } from '@reelcraft/media';
import { expect, it } from 'vitest';

/** The web app picks a caption look from the contract's names; the renderer draws media's: they must be the same. */
it('the contract and the renderer name the same caption presets, positions and default', () => {
  expect([...CONTRACT_PRESETS]).toEqual([...CAPTION_PRESETS]);
  expect([...CONTRACT_POSITIONS]).toEqual([...CAPTION_POSITIONS]);
  expect(CONTRACT_DEFAULT).toEqual(DEFAULT_CAPTION_LOOK);
});
