import path from 'node:path';

/**
 * Where an embedded (PGlite) database lives on disk, or null when it lives in memory. PGlite's own spelling of
 * "in memory" is the `memory://` scheme; resolved as a path it became a `memory:` directory and a `memory:.lock`
 * file in whatever directory a script was started from, so it is read as in memory here, before anything
 * (the data directory, its lock file) is created on disk.
 */
export function pgliteDiskPath(dataDir: string | null): string | null {
  if (dataDir === null || dataDir.startsWith('memory://')) return null;
  return path.resolve(dataDir);
}
