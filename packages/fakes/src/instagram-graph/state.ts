import { randomBytes } from 'node:crypto';
import { badToken, expiredToken, noPermission, noToken, notFound } from './errors.ts';
import {
  DAY_MS,
  LONG_LIVED_TOKEN_SECONDS,
  type FakeGraphAccount,
  type FakeGraphContainer,
  type FakeGraphPost,
  type FakeInstagramGraphOptions,
} from './types.ts';

export interface FakeToken {
  token: string;
  accountId: string;
  scopes: string[];
  longLived: boolean;
  issuedAt: number;
  expiresAt: number;
}

export interface FakeCode {
  accountId: string;
  scopes: string[];
  redirectUri: string;
  used: boolean;
  /** The PKCE challenge (S256) the consent URL carried, when it carried one: the exchange must bring its verifier. */
  codeChallenge?: string;
}

/** The fake's memory and clock: accounts, OAuth codes, tokens, containers and posts. */
export function createGraphState(options: FakeInstagramGraphOptions) {
  const source = options.now ?? Date.now;
  let offset = 0;
  const now = () => source() + offset;
  let serial = 0;
  // Instagram's ids are long digit strings; a per-kind prefix keeps them distinct and recognisable in tests.
  const nextId = (prefix: string) => `${prefix}${String(Date.now() % 1_000_000).padStart(6, '0')}${String(++serial).padStart(5, '0')}`;

  const inputs = options.accounts ?? [{ username: 'reelcraft.demo' }];
  const accounts: FakeGraphAccount[] = inputs.map((input) => ({
    id: nextId('269'),
    userId: input.userId ?? nextId('17841'),
    username: input.username,
    accountType: input.accountType ?? 'BUSINESS',
    name: input.name ?? input.username,
    followersCount: input.followersCount ?? 1200,
  }));
  const tokens = new Map<string, FakeToken>();
  const codes = new Map<string, FakeCode>();
  const containers = new Map<string, FakeGraphContainer>();
  const posts = new Map<string, FakeGraphPost>();

  function findAccount(key: string): FakeGraphAccount {
    const account = accounts.find((candidate) => candidate.id === key || candidate.userId === key || candidate.username === key);
    if (!account) throw new Error(`no fake Instagram account '${key}'`);
    return account;
  }

  function issueToken(accountId: string, scopes: string[], longLived: boolean): FakeToken {
    const issuedAt = now();
    const lifetime = longLived ? LONG_LIVED_TOKEN_SECONDS * 1000 : (options.shortLivedTokenMs ?? 3_600_000);
    const token: FakeToken = {
      token: `IGAA${longLived ? 'L' : 'S'}${randomBytes(18).toString('base64url')}`,
      accountId,
      scopes,
      longLived,
      issuedAt,
      expiresAt: issuedAt + lifetime,
    };
    tokens.set(token.token, token);
    return token;
  }

  /** The token's account, or Graph's error for a missing, unknown or expired token. */
  function authenticate(raw: string | undefined): { token: FakeToken; account: FakeGraphAccount } {
    if (!raw) throw noToken();
    const token = tokens.get(raw);
    if (!token) throw badToken();
    if (now() >= token.expiresAt) throw expiredToken();
    return { token, account: findAccount(token.accountId) };
  }

  /** The path's `{ig-user-id}` (or `me`) must be the token's own professional account. */
  function ownAccount(pathId: string, account: FakeGraphAccount): void {
    if (pathId !== 'me' && pathId !== account.userId && pathId !== account.id) throw notFound(pathId);
  }

  function requireScope(token: FakeToken, scope: string): void {
    if (!token.scopes.includes(scope)) throw noPermission();
  }

  /** Revoking the app's permissions (`DELETE /me/permissions`): every token of the account stops working. */
  function revokeAccount(accountId: string): number {
    let revoked = 0;
    for (const [key, token] of tokens) {
      if (token.accountId !== accountId) continue;
      tokens.delete(key);
      revoked++;
    }
    return revoked;
  }

  const within24h = (at: number) => at > now() - DAY_MS;
  const publishedInWindow = (userId: string) => [...posts.values()].filter((post) => post.userId === userId && within24h(post.publishedAt)).length;
  const containersInWindow = (userId: string) =>
    [...containers.values()].filter((container) => container.userId === userId && within24h(container.createdAt)).length;

  return {
    now,
    advance: (ms: number) => {
      offset += ms;
    },
    nextId,
    accounts,
    tokens,
    codes,
    containers,
    posts,
    findAccount,
    issueToken,
    revokeAccount,
    authenticate,
    ownAccount,
    requireScope,
    publishedInWindow,
    containersInWindow,
  };
}

export type GraphState = ReturnType<typeof createGraphState>;
