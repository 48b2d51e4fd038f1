import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../testing/index.ts';

/**
 * The requests from the security review that answered 500 (issue 9, finding 7): NUL, control characters and lone
 * surrogates in text fields reached PostgreSQL. Each must now be a 400 VALIDATION_FAILED in the error shape.
 */
let t: TestApp;
let token: string;
let suggestionId: string;

beforeAll(async () => {
  t = await createTestApp({ DAILY_GENERATION_LIMIT: '50' }, { workers: false });
  token = (await signUp(t, { email: 'hardening@example.com' })).token;
  const created = await t.call('POST', '/api/suggestions/generate', { type: 'meme', meme_text: 'ok' }, token);
  expect(created.status).toBe(202);
  suggestionId = ((await created.json()) as { id: string }).id;
}, 120_000);
afterAll(async () => {
  await t.close();
});

const BAD = ['\u0000\u0001\u001f', '\ud800', 'a\u0000b'];

async function expectRefused(response: Response, label: string) {
  expect(response.status, label).toBe(400);
  const body = (await response.json()) as { error: { code: string; message: string } };
  expect(body.error.code, label).toBe('VALIDATION_FAILED');
  expect(body.error.message, label).toEqual(expect.any(String));
}

describe('text the database cannot store is refused at the edge', () => {
  it('form-encoded log-in with username=%00%01%1F', async () => {
    for (const form of [
      'username=%00%01%1F&password=x',
      'username=a%00b%40example.com&password=password123',
      'username=a%40example.com&password=pass%00word',
    ]) {
      const response = await t.app.request('/api/users/web/login', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form,
      });
      await expectRefused(response, form);
    }
  });

  it('user_input, meme_text and trend_id of generate, generate_batch and draft', async () => {
    for (const bad of BAD) {
      for (const [path, body] of [
        ['/api/suggestions/generate', { user_input: bad }],
        ['/api/suggestions/generate', { type: 'meme', meme_text: bad }],
        ['/api/suggestions/generate', { trend_id: bad }],
        ['/api/suggestions/generate_batch', { user_input: bad }],
        ['/api/suggestions/generate_batch', { trend_id: bad }],
        ['/api/suggestions/draft', { type: 'avatar', user_input: bad }],
        ['/api/suggestions/draft', { type: 'storytelling', trend_id: bad }],
      ] as const) {
        await expectRefused(await t.call('POST', path, body, token), `${path} ${JSON.stringify(body)}`);
      }
    }
  });

  it('a script sent back with NUL in a field or in an extra writer field', async () => {
    const script = {
      title: 't',
      hook: 'h',
      beats: [{ onScreenText: 'a', spokenLine: 'b', seconds: 3 }],
      caption: 'c',
      hashtags: [],
      callToAction: 'x',
      estimatedSeconds: 3,
    };
    await expectRefused(await t.call('POST', '/api/suggestions/generate', { type: 'avatar', script: { ...script, hook: 'a\u0000b' } }, token), 'script.hook');
    await expectRefused(
      await t.call('POST', '/api/suggestions/generate', { type: 'avatar', script: { ...script, extra: { deep: ['\u0000'] } } }, token),
      'script.extra',
    );
  });

  it('blog topic of PATCH /user, regenerate, meme edit and the analysis correction', async () => {
    for (const bad of BAD) {
      await expectRefused(await t.call('PATCH', '/api/user', { blog_topic: { area_of_expertise: bad } }, token), 'PATCH /user');
      await expectRefused(await t.call('POST', `/api/suggestions/${suggestionId}/regenerate`, { user_input: bad }, token), 'regenerate');
      await expectRefused(await t.call('PATCH', `/api/suggestions/${suggestionId}/meme`, { meme_text: bad }, token), 'meme');
      await expectRefused(
        await t.call('PATCH', '/api/profiles/00000000-0000-4000-8000-000000000000/analysis', { domain: bad, recommendations: ['fine', bad] }, token),
        'analysis',
      );
    }
  });

  it('the path of an anonymous analytics event', async () => {
    for (const bad of BAD) {
      const event = { type: 'page_view', path: `/x${bad}`, session_id: 's1', occurred_at: new Date().toISOString() };
      await expectRefused(await t.call('POST', '/api/analytics/events', { events: [event] }), 'analytics');
    }
  });

  it('other control characters are stripped rather than refused, and the text is stored clean', async () => {
    const response = await t.call('PATCH', '/api/user', { blog_topic: { area_of_expertise: ' fit\u0007ness\r\nfor mums\u009f ' } }, token);
    expect(response.status).toBe(200);
    const user = (await response.json()) as { blog_topic: { area_of_expertise: string } };
    expect(user.blog_topic.area_of_expertise).toBe('fitness\nfor mums');
  });
});
