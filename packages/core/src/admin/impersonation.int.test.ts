import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as schema from '../db/schema.ts';
import { createTestCore, type TestCore } from '../testing/index.ts';
import { signUp } from '../accounts/sign-up.ts';
import { findUserById } from '../accounts/users.repository.ts';
import { verifyAccessToken } from '../accounts/access-tokens.ts';
import { claimRefreshToken, insertRefreshToken } from '../accounts/sessions.repository.ts';
import { createImpersonationLink, exchangeImpersonationToken, hashImpersonationToken, impersonationInfo } from './impersonation.ts';

let t: TestCore;
beforeAll(async () => {
  t = await createTestCore({ ADMIN_EMAILS: 'root@example.com', PUBLIC_URL: 'https://reelcraft.example/' });
});
afterAll(async () => {
  await t.close();
});

async function account(email: string) {
  const tokens = await signUp(t.core, { email, password: 'correct horse', language: 'en' });
  const claims = await verifyAccessToken(t.core.jwtKey, tokens.accessToken);
  const user = await findUserById(t.core.db, claims.userId);
  if (!user) throw new Error('no user');
  return user;
}

describe('impersonation (core)', () => {
  it('hashes tokens with SHA-256 (hex)', () => {
    expect(hashImpersonationToken('abc')).toBe(createHash('sha256').update('abc').digest('hex'));
  });

  it('links under PUBLIC_URL, and the exchanged session names the admin, ends in an hour and carries no refresh token', async () => {
    const admin = await account('root@example.com');
    expect(admin.role).toBe('admin');
    const user = await account('someone@example.com');
    const link = await createImpersonationLink(t.core, { admin, targetUserId: user.id, ip: null, userAgent: null });
    expect(link.url).toMatch(/^https:\/\/reelcraft\.example\/impersonate\?token=[\w-]{43}$/);
    const token = new URL(link.url).searchParams.get('token') ?? '';
    const session = await exchangeImpersonationToken(t.core, token);
    expect(session).toMatchObject({ user_id: user.id, user_email: 'someone@example.com', expires_in: 3600 });
    expect(session).not.toHaveProperty('refresh_token');
    const claims = await verifyAccessToken(t.core.jwtKey, session.access_token);
    await expect(impersonationInfo(t.core, claims.sessionId)).resolves.toEqual({ admin_email: 'root@example.com', ends_at: session.ends_at });
    await expect(exchangeImpersonationToken(t.core, token)).rejects.toMatchObject({ code: 'IMPERSONATION_LINK_INVALID' });
  });

  it('refuses an admin as the target, the caller included', async () => {
    const admin = await account('root-two@example.com');
    await t.core.db.update(schema.users).set({ role: 'admin' }).where(eq(schema.users.id, admin.id));
    const other = await account('colleague@example.com');
    await t.core.db.update(schema.users).set({ role: 'admin' }).where(eq(schema.users.id, other.id));
    for (const target of [admin.id, other.id]) {
      await expect(createImpersonationLink(t.core, { admin, targetUserId: target, ip: null, userAgent: null })).rejects.toMatchObject({
        code: 'IMPERSONATION_OF_ADMIN',
      });
    }
  });

  it('an impersonating session cannot be refreshed even if a refresh token were planted for it', async () => {
    const admin = await account('root@example.com').catch(
      async () => (await t.core.db.select().from(schema.users).where(eq(schema.users.email, 'root@example.com')))[0]!,
    );
    const user = await account('planted@example.com');
    const link = await createImpersonationLink(t.core, { admin, targetUserId: user.id, ip: null, userAgent: null });
    const session = await exchangeImpersonationToken(t.core, new URL(link.url).searchParams.get('token') ?? '');
    const claims = await verifyAccessToken(t.core.jwtKey, session.access_token);
    const now = t.core.now();
    await insertRefreshToken(t.core.db, { sessionId: claims.sessionId, tokenHash: 'planted-hash', expiresAt: new Date(now.getTime() + 86_400_000), now });
    await expect(claimRefreshToken(t.core.db, 'planted-hash', now)).resolves.toBeUndefined();
  });
});
