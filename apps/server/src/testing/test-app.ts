import { Writable } from 'node:stream';
import { createLogger } from '@reelcraft/core';
import { createTestCore, type TestCore } from '@reelcraft/core/testing';
import { buildApp } from '../http/app.ts';
import { registerJobs } from '../jobs/index.ts';

export interface TestApp extends TestCore {
  app: ReturnType<typeof buildApp>;
  /** JSON request helper: `call('POST', '/api/users/web', body, token)`. */
  call(method: string, path: string, body?: unknown, token?: string, headers?: Record<string, string>): Promise<Response>;
}

/** The real Hono app on a fresh database, with the job workers running (e-mails really get "sent"). */
export async function createTestApp(env: Record<string, string> = {}, options: { workers?: boolean; webDistDir?: string } = {}): Promise<TestApp> {
  // Tests read their e-mails from the dev outbox, which is off by default; a test of the production default passes
  // NODE_ENV=production (and gets no outbox, as a real server would).
  const outbox: Record<string, string> = env.NODE_ENV === 'production' ? {} : { DEV_OUTBOX: 'true' };
  const testCore = await createTestCore({ ...outbox, ...env });
  if (options.workers !== false) await registerJobs(testCore.core);
  const app = buildApp({ core: testCore.core, role: 'all', version: 'test', webDistDir: options.webDistDir });
  return {
    ...testCore,
    app,
    call(method, path, body, token, headers = {}) {
      const init: RequestInit = { method, headers: { ...headers } };
      const allHeaders = init.headers as Record<string, string>;
      if (token) allHeaders.authorization = `Bearer ${token}`;
      if (body !== undefined) {
        allHeaders['content-type'] ??= 'application/json';
        init.body = typeof body === 'string' ? body : JSON.stringify(body);
      }
      return Promise.resolve(app.request(path, init));
    },
  };
}

export { eventually } from '@reelcraft/core/testing';

/** Points the core's logger at an array and returns it: each element is one finished (scrubbed) JSON log line. */
export function captureLogs(t: { core: TestApp['core'] }): string[] {
  const lines: string[] = [];
  t.core.logger = createLogger(
    'info',
    {},
    new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(chunk.toString());
        callback();
      },
    }),
  );
  return lines;
}
