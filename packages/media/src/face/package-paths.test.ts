import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findPackageDir } from './package-paths.ts';

describe('findPackageDir', () => {
  it('finds Human although its exports map makes require.resolve of its package.json throw', () => {
    const dir = findPackageDir('@vladmandic/human');
    expect(existsSync(path.join(dir, 'dist', 'human.node-wasm.js'))).toBe(true);
    expect(existsSync(path.join(dir, 'models', 'facemesh.json'))).toBe(true);
  });

  it('throws a clear error for a package that is not installed', () => {
    expect(() => findPackageDir('@reelcraft/no-such-package')).toThrow(/not installed/);
  });
});
