import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { GraphApiError } from './graph-error.ts';
import { graphCall, type GraphHttp } from './graph-http.ts';

const TOKEN = 'IGAAtoken-that-must-not-leak';

function scripted(answers: Array<Response | Error>) {
  const calls: string[] = [];
  const fetchImpl = (async (input: URL | RequestInfo) => {
    calls.push(String(input));
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    if (next instanceof Error) throw next;
    return next;
  }) as typeof fetch;
  return { calls, fetchImpl };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function run(answers: Array<Response | Error>) {
  const { calls, fetchImpl } = scripted(answers);
  const sleeps: number[] = [];
  const http: GraphHttp = { fetch: fetchImpl, timeoutMs: 1000, retry: { attempts: 3, sleep: async (ms) => void sleeps.push(ms) } };
  const result = graphCall(
    http,
    { method: 'GET', url: 'http://graph.test/refresh_access_token', query: { access_token: TOKEN }, secrets: [TOKEN] },
    z.object({ id: z.string() }),
  );
  return { result, calls, sleeps };
}

async function failure(promise: Promise<unknown>): Promise<GraphApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GraphApiError);
  return error as GraphApiError;
}

describe('graphCall', () => {
  it('retries a 5xx and a dropped connection, then succeeds', async () => {
    const { result, calls, sleeps } = await run([
      json(500, { error: { message: 'x', code: 2, is_transient: true } }),
      new TypeError('fetch failed'),
      json(200, { id: '1' }),
    ]);
    expect(await result).toEqual({ id: '1' });
    expect(calls).toHaveLength(3);
    expect(sleeps).toHaveLength(2);
  });

  it('does not retry a refusal of the request and gives up after the bounded attempts', async () => {
    const refused = await run([json(400, { error: { message: 'bad', code: 100 } }), json(200, { id: '1' })]);
    expect((await failure(refused.result)).kind).toBe('invalid_request');
    expect(refused.calls).toHaveLength(1);

    const down = await run([json(503, {}), json(503, {}), json(503, {}), json(200, { id: '1' })]);
    const error = await failure(down.result);
    expect(error).toMatchObject({ kind: 'server', httpStatus: 503, retryable: true });
    expect(down.calls).toHaveLength(3);
  });

  it('reports an answer of the wrong shape, or not JSON, as invalid_response without its values', async () => {
    const wrong = await run([json(200, { id: 42, token: TOKEN })]);
    const error = await failure(wrong.result);
    expect(error.kind).toBe('invalid_response');
    expect(error.message).toBe('GET /refresh_access_token: unexpected answer (fields: id)');
    const html = await run([new Response('<html>captive portal</html>', { status: 200 })]);
    expect((await failure(html.result)).kind).toBe('invalid_response');
  });

  it('keeps the token out of every message', async () => {
    const { result } = await run([json(400, { error: { message: `Invalid token ${TOKEN}`, code: 190 } })]);
    const error = await failure(result);
    expect(error.kind).toBe('token_expired');
    expect(error.message).not.toContain(TOKEN);
    const network = await run([new TypeError(`connect ECONNREFUSED for ${TOKEN}`), new TypeError('x'), new TypeError('x')]);
    const dropped = await failure(network.result);
    expect(dropped.kind).toBe('network');
    expect(dropped.message).not.toContain(TOKEN);
  });
});
