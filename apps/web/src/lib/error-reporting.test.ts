import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportBrowserError, resetErrorReportingForTests, scrubReport, startErrorReporting } from './error-reporting.ts';

afterEach(() => resetErrorReportingForTests());

/** A stand-in for @sentry/browser: records init options and captured errors. */
function fakeSdk() {
  const captured: Array<{ error: unknown; hint: unknown }> = [];
  let options: Record<string, unknown> | undefined;
  const integration = (name: string) => () => ({ name });
  const sdk = {
    init: vi.fn((opts: Record<string, unknown>) => {
      options = opts;
    }),
    captureException: vi.fn((error: unknown, hint?: unknown) => {
      captured.push({ error, hint });
      return 'event-id';
    }),
    eventFiltersIntegration: integration('EventFilters'),
    functionToStringIntegration: integration('FunctionToString'),
    globalHandlersIntegration: integration('GlobalHandlers'),
    linkedErrorsIntegration: integration('LinkedErrors'),
    dedupeIntegration: integration('Dedupe'),
    httpContextIntegration: integration('HttpContext'),
  };
  return { sdk, captured, options: () => options };
}

describe('browser error reporting', () => {
  it('without a DSN in the public config loads nothing and reports nothing', async () => {
    const load = vi.fn();
    reportBrowserError(new Error('early'));
    expect(await startErrorReporting({ config: () => Promise.resolve({ error_reporting: null }), release: 'b1', load })).toBe(false);
    reportBrowserError(new Error('late'));
    expect(load).not.toHaveBeenCalled();
  });

  it('with a DSN loads the SDK once, starts it with error capture only, and sends what happened while it loaded', async () => {
    const { sdk, captured, options } = fakeSdk();
    const load = vi.fn(() => Promise.resolve(sdk as never));
    const config = () => Promise.resolve({ error_reporting: { dsn: 'https://pub@errors.example/3', environment: 'production' } });
    const starting = startErrorReporting({ config, release: 'build-42', load, userId: () => 'user-7' });
    reportBrowserError(new Error('while loading'), { tags: { boundary: 'root' } });
    expect(await starting).toBe(true);
    expect(await startErrorReporting({ config, release: 'build-42', load })).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    expect(options()).toMatchObject({
      dsn: 'https://pub@errors.example/3',
      release: 'build-42',
      environment: 'production',
      sendDefaultPii: false,
      defaultIntegrations: false,
      maxBreadcrumbs: 0,
    });
    expect((options()?.integrations as Array<{ name: string }>).map((integration) => integration.name)).toContain('GlobalHandlers');
    reportBrowserError(new Error('after'));
    expect(captured.map(({ error }) => (error as Error).message)).toEqual(['while loading', 'after']);
    expect(captured[0]?.hint).toEqual({ tags: { boundary: 'root' } });

    // beforeSend: the user is only an id, and every string is scrubbed like a server log line.
    const beforeSend = options()?.beforeSend as (event: unknown) => unknown;
    const sent = beforeSend({
      message: 'boom for anna@example.com',
      request: { url: 'https://reelcraft.example/password?token=abc123', headers: { Cookie: 'x=1' } },
      user: { email: 'anna@example.com', ip_address: '1.2.3.4' },
    });
    expect(sent).toEqual({
      message: 'boom for a***@example.com',
      request: { url: 'https://reelcraft.example/password?token=[redacted]', headers: { Cookie: '[redacted]' } },
      user: { id: 'user-7' },
    });
  });

  it('stays off when the config cannot be read', async () => {
    const load = vi.fn();
    expect(await startErrorReporting({ config: () => Promise.reject(new Error('offline')), release: 'b1', load })).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it('scrubs capability links and leaves other data alone', () => {
    expect(scrubReport({ url: '/api/files/abc.def', n: 3, ok: true })).toEqual({ url: '/api/files/[redacted]', n: 3, ok: true });
  });
});
