import { randomUUID } from 'node:crypto';
import { schema } from '@reelcraft/core/testing';
import { sampleFacePhoto, sampleNoFacePhoto } from '@reelcraft/media';
import { translator } from '@reelcraft/i18n';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, postForm, signUp, uniqueEmail, uploadPhoto, type TestApp } from '../testing/index.ts';

/**
 * Issue 33: a story from several photos the creator chose (`image_ids`). Only the request is checked here (no job
 * runs): which photos are the user's, how many, and which one speaks. The render of such a story is covered by the
 * scene planner's tests and e2e/story.spec.ts.
 */
let t: TestApp;
type ApiError = { error: { code: string; message: string; details?: Record<string, unknown> } };

beforeAll(async () => {
  t = await createTestApp({ DAILY_GENERATION_LIMIT: '10' }, { workers: false });
});
afterAll(async () => {
  await t.close();
});

const newUser = async () => (await signUp(t, { email: uniqueEmail('story-photos') })).token;
const story = (token: string, fields: Record<string, string | string[]>, language = 'en') =>
  postForm(t, '/api/suggestions/generate-storytelling', { language: 'en', user_input: '', ...fields }, token, { 'accept-language': language });

async function storedRequest(id: string): Promise<Record<string, unknown>> {
  const [row] = await t.core.db.select().from(schema.suggestions).where(eq(schema.suggestions.id, id));
  return row?.request ?? {};
}

describe('a story from several photos', () => {
  it('keeps the chosen photos in their order and lets the first photo with a face speak', async () => {
    const token = await newUser();
    const landscape = await uploadPhoto(t, token, { data: await sampleNoFacePhoto(), purpose: 'general' });
    const face = await uploadPhoto(t, token, { data: await sampleFacePhoto(3, 0) });
    const other = await uploadPhoto(t, token, { data: await sampleFacePhoto(1, 0) });
    const ids = [landscape.id, face.id, other.id];

    const created = await story(token, { image_ids: ids });
    expect(created.status).toBe(202);
    const request = await storedRequest((await json<{ id: string }>(created)).id);
    expect(request.image_ids).toEqual(ids);
    expect(request.image_id).toBe(face.id);

    // One photo is still a story, and the old single `image_id` still works.
    expect((await story(token, { image_ids: face.id })).status).toBe(202);
    expect((await story(token, { image_id: face.id })).status).toBe(202);
  });

  it("answers 404 when any chosen photo is someone else's, before using a slot", async () => {
    const token = await newUser();
    const other = await newUser();
    const mine = await uploadPhoto(t, token, { data: await sampleFacePhoto(3, 0) });
    const theirs = await uploadPhoto(t, other, { data: await sampleFacePhoto(1, 0) });
    const response = await story(token, { image_ids: [mine.id, theirs.id] });
    expect(response.status).toBe(404);
    expect((await json<ApiError>(response)).error.code).toBe('NOT_FOUND');
    expect((await story(token, { image_ids: [mine.id, randomUUID()] })).status).toBe(404);
    const limit = await json<{ used: number }>(await t.call('GET', '/api/suggestions/limit', undefined, token));
    expect(limit.used).toBe(0);
  });

  it('refuses seven photos, or one photo twice, with a translated message', async () => {
    const token = await newUser();
    const ids = Array.from({ length: 7 }, () => randomUUID());
    const tooMany = await story(token, { image_ids: ids }, 'ru');
    expect(tooMany.status).toBe(400);
    const body = await json<ApiError>(tooMany);
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.message).toBe(translator('ru')('errors.VALIDATION_FAILED'));
    expect(body.error.message).not.toBe(translator('en')('errors.VALIDATION_FAILED'));

    const twice = randomUUID();
    expect((await story(token, { image_ids: [twice, twice] })).status).toBe(400);
  });

  it('says why when none of the chosen photos shows a usable face', async () => {
    const token = await newUser();
    const landscape = await uploadPhoto(t, token, { data: await sampleNoFacePhoto(), purpose: 'general' });
    const response = await story(token, { image_ids: [landscape.id] });
    expect(response.status).toBe(422);
    expect((await json<ApiError>(response)).error.code).toBe('FACE_NOT_FOUND');
  });
});
