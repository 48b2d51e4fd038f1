import { type PublicScriptResponse, PUBLIC_SCRIPT_TOPIC_MAX } from '@reelcraft/contract';
import { schema } from '@reelcraft/core/testing';
import { startFakeLlm, type FakeLlm } from '@reelcraft/fakes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';

let t: TestApp;

// One trusted proxy: each test speaks from its own address (X-Forwarded-For), so budgets do not mix.
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '1' }, { workers: false });
});
afterAll(async () => {
  await t.close();
});

let nextIp = 1;
function newIp(): Record<string, string> {
  return { 'x-forwarded-for': `203.0.113.${nextIp++}` };
}

function write(body: unknown, headers: Record<string, string> = newIp()): Promise<Response> {
  return t.call('POST', '/api/public/scripts', body, undefined, headers);
}

interface ErrorBody {
  error: { code: string; message: string; details?: { retry_after_seconds?: number; issues?: { path: string }[] } };
}

function allText(script: PublicScriptResponse['script']): string {
  return [script.title, script.hook, script.caption, script.callToAction, ...script.beats.flatMap((beat) => [beat.onScreenText, beat.spokenLine])].join(' ');
}

describe('POST /api/public/scripts', () => {
  it('writes a script about the topic in the asked language for a visitor without an account, and says who wrote it', async () => {
    const response = await write({ niche: 'health_fitness', topic: 'Растяжка для спины после работы', language: 'ru' });
    expect(response.status).toBe(200);
    const body = (await response.json()) as PublicScriptResponse;
    expect(body.niche).toBe('health_fitness');
    expect(body.language).toBe('ru');
    expect(body.script.writer).toBe('builtin');
    expect(body.script.topic).toEqual({ source: 'idea', label: 'Растяжка для спины после работы' });
    expect(body.script.beats.length).toBeGreaterThan(2);
    expect(body.script.hashtags.length).toBeGreaterThanOrEqual(3);
    const text = allText(body.script);
    expect(text).toContain('Растяжка для спины после работы');
    // Russian through and through: Cyrillic letters far outnumber Latin ones (hashtags aside).
    const cyrillic = text.match(/\p{Script=Cyrillic}/gu)?.length ?? 0;
    const latin = text.match(/\p{Script=Latin}/gu)?.length ?? 0;
    expect(cyrillic).toBeGreaterThan(latin * 10);
  });

  it('uses the picked niche when the topic alone does not tell (pet hashtags for a plain idea under pets)', async () => {
    const response = await write({ niche: 'pets', topic: 'Three things I wish I had known earlier', language: 'en' });
    expect(response.status).toBe(200);
    const body = (await response.json()) as PublicScriptResponse;
    expect(body.script.hashtags.map((tag) => tag.toLowerCase())).toEqual(expect.arrayContaining([expect.stringMatching(/pet|dog|cat/)]));
  });

  it('keeps nothing of the visitor: no suggestion row, only the rate-limit counter', async () => {
    const before = await t.core.db.select().from(schema.rateLimits);
    const response = await write({ niche: 'travel', topic: 'A secret beach near Porto', language: 'pt' });
    expect(response.status).toBe(200);
    const after = await t.core.db.select().from(schema.rateLimits);
    // One row per budget for this address (per hour, per day), and no text in any key.
    expect(after.length - before.length).toBe(2);
    expect(JSON.stringify(after)).not.toContain('Porto');
  });

  it('refuses an unknown niche with VALIDATION_FAILED naming the field', async () => {
    const response = await write({ niche: 'astrology', topic: 'Mercury retrograde', language: 'en' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as ErrorBody;
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.details?.issues?.map((issue) => issue.path)).toContain('niche');
  });

  it('refuses an oversize, a too short and an empty-looking topic, and an unknown language', async () => {
    for (const body of [
      { niche: 'tech', topic: 'x'.repeat(PUBLIC_SCRIPT_TOPIC_MAX + 1), language: 'en' },
      { niche: 'tech', topic: ' ab ', language: 'en' },
      { niche: 'tech', topic: '!!! ???', language: 'en' },
      { niche: 'tech', topic: 'Backups', language: 'de' },
      { niche: 'tech', topic: 'Null\u0000byte', language: 'en' },
    ]) {
      const response = await write(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as ErrorBody).error.code).toBe('VALIDATION_FAILED');
    }
  });

  it('answers broken JSON with MALFORMED_JSON, never a 500', async () => {
    const response = await write('{"niche": "tech", "topic": ');
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error.code).toBe('MALFORMED_JSON');
  });

  it('allows five scripts an hour per visitor: the sixth is 429 with Retry-After, in the visitor’s language; others go on', async () => {
    const ip = newIp();
    for (let i = 0; i < 5; i++) expect((await write({ niche: 'finance', topic: `Saving tip number ${i + 1}`, language: 'en' }, ip)).status).toBe(200);
    const limited = await write({ niche: 'finance', topic: 'One more, please', language: 'en' }, { ...ip, 'accept-language': 'ru' });
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    const body = (await limited.json()) as ErrorBody;
    expect(body.error.code).toBe('RATE_LIMITED');
    expect(body.error.details?.retry_after_seconds).toBe(retryAfter);
    expect(body.error.message).toMatch(/\p{Script=Cyrillic}/u);
    expect((await write({ niche: 'finance', topic: 'Saving tip', language: 'en' })).status).toBe(200);
  });

  it('allows ten a day: after two full hours the eleventh waits for the next day', async () => {
    const ip = newIp();
    const start = t.core.now();
    const original = t.core.now;
    try {
      for (let i = 0; i < 10; i++) {
        // Five in one hour, five in the next.
        const at = new Date(start.getTime() + (i < 5 ? 0 : 3_601_000));
        t.core.now = () => at;
        expect((await write({ niche: 'pets', topic: `Dog walk ${i}`, language: 'en' }, ip)).status).toBe(200);
      }
      const later = new Date(start.getTime() + 2 * 3_601_000);
      t.core.now = () => later;
      const limited = await write({ niche: 'pets', topic: 'Dog walk again', language: 'en' }, ip);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3600 * 20);
    } finally {
      t.core.now = original;
    }
  });
});

describe('with a connected model', () => {
  let llm: FakeLlm;
  let withLlm: TestApp;
  beforeAll(async () => {
    llm = await startFakeLlm();
    withLlm = await createTestApp({ LLM_BASE_URL: llm.url, LLM_API_KEY: llm.apiKey, LLM_MODEL: llm.model }, { workers: false });
  });
  afterAll(async () => {
    await withLlm.close();
    await llm.close();
  });

  it('the model writes, and the answer names it', async () => {
    const response = await withLlm.call('POST', '/api/public/scripts', { niche: 'food_lifestyle', topic: 'Pasta for two in ten minutes', language: 'es' });
    expect(response.status).toBe(200);
    const body = (await response.json()) as PublicScriptResponse;
    expect(body.script.writer).toBe('llm');
    expect(body.script.writerModel).toBe(llm.model);
    expect(body.language).toBe('es');
    const prompt = JSON.stringify(llm.requests.at(-1));
    expect(prompt).toContain('Pasta for two in ten minutes');
  });

  it('a model that fails leaves the built-in writer to answer, labelled as such', async () => {
    llm.respondWith(['500', '500', '500', '500']);
    const response = await withLlm.call('POST', '/api/public/scripts', { niche: 'pets', topic: 'Cat toys from cardboard', language: 'en' });
    expect(response.status).toBe(200);
    expect(((await response.json()) as PublicScriptResponse).script.writer).toBe('builtin');
  });
});
