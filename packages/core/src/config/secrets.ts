import { createSecretKey, type KeyObject, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The JWT signing key: the configured one, or one generated on first start and kept in DATA_DIR,
 * so tokens survive restarts without the operator having to invent a secret.
 */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): KeyObject {
  // A KeyObject is imported once; handing jose raw bytes would re-import the key on every verification.
  return createSecretKey(Buffer.from(readOrCreateSecret(configured, dataDir), 'utf8'));
}

function readOrCreateSecret(configured: string | undefined, dataDir: string): string {
  return readOrCreateSecretFile(configured, dataDir, 'jwt-secret', () => randomBytes(48).toString('base64url'), 32);
}

/**
 * The configured secret, or the one kept in DATA_DIR/<fileName> (created with `generate` on first use, mode 0600). Two
 * processes starting together agree: the file is created exclusively, and the loser reads the winner's.
 */
export function readOrCreateSecretFile(configured: string | undefined, dataDir: string, fileName: string, generate: () => string, minLength = 1): string {
  if (configured) return configured;
  const file = path.join(path.resolve(dataDir), fileName);
  try {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= minLength) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  const secret = generate();
  // 'wx' fails if another process created it meanwhile; then read theirs.
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readFileSync(file, 'utf8').trim();
  }
}
