import type { InstagramClientContext } from './client-context.ts';
import { commonFailure } from './http/failures.ts';
import { InstagramError } from './instagram-errors.ts';
import { extractLsdToken } from './page-json.ts';

export interface AnonymousSession {
  lsd: string | null;
  expiresAt: number;
}

export interface AnonymousSessions {
  /** The current anonymous session (home page: cookies + LSD), fetched once for concurrent callers. */
  current(): Promise<AnonymousSession>;
  /** Drops the session and its csrftoken, so the next call starts a new one (after a CSRF refusal). */
  forget(): void;
}

export function createAnonymousSessions(ctx: InstagramClientContext): AnonymousSessions {
  const { cfg, env, http, base } = ctx;
  let anonymousSession: AnonymousSession | null = null;
  let sessionInFlight: Promise<AnonymousSession> | null = null;

  async function current(): Promise<AnonymousSession> {
    if (anonymousSession && anonymousSession.expiresAt > env.now()) return anonymousSession;
    sessionInFlight ??= (async () => {
      try {
        const exchange = await http.send(`${base}/`, { headers: ctx.pageHeaders() });
        const failure = commonFailure(exchange, env.now(), { step: 'home' });
        if (failure) throw failure;
        if (exchange.status !== 200) throw new InstagramError('IG_UPSTREAM', { reason: `http_${exchange.status}`, step: 'home' });
        http.ensureCsrfToken();
        anonymousSession = { lsd: extractLsdToken(exchange.text), expiresAt: env.now() + cfg.sessionTtlMs };
        return anonymousSession;
      } finally {
        sessionInFlight = null;
      }
    })();
    return sessionInFlight;
  }

  function forget(): void {
    anonymousSession = null;
    http.cookies.delete('csrftoken');
  }

  return { current, forget };
}
