import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The boundary of docs/decisions/0043 is kept by eslint.config.js; these cases prove the rules bite (a config edit
 * that silently dropped them would pass `npm run lint` on a clean tree).
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: ROOT });

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-properties').map((m) => m.message);
}

describe('data boundary lint', () => {
  it('refuses a route that touches core.db or imports a repository or drizzle', { timeout: 60_000 }, async () => {
    const errors = await boundaryErrors(
      'apps/server/src/http/routes/media/example.ts',
      [
        "import { eq } from 'drizzle-orm';",
        "import { listUserImages } from '@reelcraft/core/src/media-library/user-media.repository.ts';",
        "import type { Core } from '@reelcraft/core';",
        "export const list = (core: Core) => [eq, listUserImages(core.db, 'id', 0, 10)];",
        '',
      ].join('\n'),
    );
    expect(errors.some((m) => m.includes('drizzle-orm'))).toBe(true);
    expect(errors.some((m) => m.includes('never a repository'))).toBe(true);
    expect(errors.some((m) => m.includes("'core.db'"))).toBe(true);
  });

  it('refuses drizzle and the schema in a core service, allows them in a repository', { timeout: 60_000 }, async () => {
    const code = "import { eq } from 'drizzle-orm';\nimport { users } from '../db/schema.ts';\nexport const where = (id: string) => eq(users.id, id);\n";
    expect(await boundaryErrors('packages/core/src/accounts/example.ts', code)).toHaveLength(2);
    expect(await boundaryErrors('packages/core/src/accounts/example.repository.ts', code)).toEqual([]);
  });
});
