import { afterEach, describe, expect, it } from 'vitest';
import { startFakeTalkingHead, type FakeTalkingHead } from './fake-talking-head.ts';

let fake: FakeTalkingHead | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

async function call(method: string, url: string, key: string | undefined, body?: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(url, {
    method,
    headers: { ...(key ? { authorization: `Basic ${key}` } : {}), 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

describe('fake talking-head service', () => {
  it('answers 401 in D-ID shape for a wrong key and 400 for a body without audio', async () => {
    fake = await startFakeTalkingHead();
    expect(await call('POST', `${fake.url}/talks`, 'wrong', {})).toEqual({
      status: 401,
      json: { kind: 'AuthorizationError', description: expect.any(String) },
    });
    const bad = await call('POST', `${fake.url}/talks`, fake.apiKey, { source_url: 'http://127.0.0.1:9/p.jpg' });
    expect(bad.status).toBe(400);
    expect(bad.json.kind).toBe('ValidationError');
  });

  it('goes created → started → final over pollsUntilDone polls, reporting fetch failures as error', async () => {
    fake = await startFakeTalkingHead({ pollsUntilDone: 3 });
    // Unreachable inputs: the talk ends in error (FetchError) instead of done.
    const created = await call('POST', `${fake.url}/talks`, fake.apiKey, {
      source_url: 'http://127.0.0.1:9/p.jpg',
      script: { type: 'audio', audio_url: 'http://127.0.0.1:9/a.mp3' },
    });
    expect(created).toMatchObject({ status: 201, json: { status: 'created', id: expect.stringMatching(/^tlk_/) } });
    const statusUrl = `${fake.url}/talks/${String(created.json.id)}`;
    const seen: unknown[] = [];
    for (let i = 0; i < 3; i++) {
      await new Promise((r) => setTimeout(r, 50));
      seen.push((await call('GET', statusUrl, fake.apiKey)).json.status);
    }
    expect(seen).toEqual(['created', 'started', 'error']);
    expect((await call('GET', statusUrl, fake.apiKey)).json.error).toMatchObject({ kind: 'FetchError' });
    expect((await call('GET', `${fake.url}/talks/tlk_missing`, fake.apiKey)).status).toBe(404);
  });
});
