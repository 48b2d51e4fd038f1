import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pgliteDiskPath } from './pglite-disk-path.ts';

describe('pgliteDiskPath', () => {
  it("keeps a database given as PGlite's memory:// in memory: no directory or lock file in the working directory", () => {
    expect(pgliteDiskPath('memory://')).toBeNull();
    expect(pgliteDiskPath('memory://reelcraft')).toBeNull();
    expect(pgliteDiskPath(null)).toBeNull();
  });

  it('resolves a real data directory against the working directory', () => {
    expect(pgliteDiskPath('data/db')).toBe(path.resolve('data/db'));
    expect(pgliteDiskPath('/srv/reelcraft/db')).toBe('/srv/reelcraft/db');
  });
});
