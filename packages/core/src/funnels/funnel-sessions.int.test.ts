import { AppError } from '@reelcraft/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../accounts/users.repository.ts';
import { analyticsEvents, funnelSessions } from '../db/schema.ts';
import { createTestCore, type TestCore } from '../testing/index.ts';
import {
  answerFunnelStep,
  attachFunnelSession,
  createFunnelSession,
  onboardingOf,
  reapAbandonedFunnelSessions,
  visibleFunnelSession,
} from './funnel-sessions.ts';
import { setFunnelFlagOnce } from './funnel-sessions.repository.ts';
import { toFunnelSessionDto } from './funnel-session-dto.ts';

let t: TestCore;
beforeAll(async () => {
  t = await createTestCore();
});
afterAll(async () => {
  await t.close();
});

let emails = 0;
async function newUser() {
  const user = await insertUser(t.core.db, { email: `funnel${++emails}@example.com`, passwordHash: null, language: 'en' });
  if (!user) throw new Error('no user');
  return user;
}

const answer = (id: string, slug: string, value?: unknown) => answerFunnelStep(t.core, { id, slug, answer: value, user: undefined, ip: '203.0.113.9' });

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
  return 'none';
}

describe('funnel sessions (core)', () => {
  it('starts at the first step, stores answers, follows branches and finishes', async () => {
    const session = await createFunnelSession(t.core, { funnel: 'legacy', language: 'pt' });
    expect(session.currentStep).toBe('usage-before');
    const first = await answer(session.id, 'usage-before', 'tried');
    expect(first).toMatchObject({ next: 'current-followers', progress: { step: 2, of: 12 } });
    expect(first.row.answers).toEqual({ usage_before: 'tried' });
    const info = await answer(session.id, 'consistency', 'ignored');
    expect(info.row.answers).toEqual({ usage_before: 'tried' });
    const last = await answer(session.id, 'signup');
    expect(last.next).toBeNull();
    expect(toFunnelSessionDto(last.row)).toMatchObject({ completed: true, current_step: 'signup', language: 'pt' });
  });

  it('refuses wrong answers with VALIDATION_FAILED and unknown steps with NOT_FOUND', async () => {
    const session = await createFunnelSession(t.core, { funnel: 'v3', language: 'en' });
    expect(await codeOf(answer(session.id, 'gender', 'robot'))).toBe('VALIDATION_FAILED');
    expect(await codeOf(answer(session.id, 'gender'))).toBe('VALIDATION_FAILED');
    expect(await codeOf(answer(session.id, 'challenges', ['lack_of_time', 'lack_of_time']))).toBe('VALIDATION_FAILED');
    expect(await codeOf(answer(session.id, 'challenges', []))).toBe('VALIDATION_FAILED');
    expect(await codeOf(answer(session.id, 'no-such-step', 'x'))).toBe('NOT_FOUND');
    expect(await codeOf(answer('00000000-0000-4000-8000-000000000000', 'gender', 'male'))).toBe('NOT_FOUND');
  });

  it('the e-mail step validates but never stores the address; analytics keep option ids only', async () => {
    const session = await createFunnelSession(t.core, { funnel: 'v3', language: 'en' });
    await answer(session.id, 'challenges', ['lack_of_time', 'lack_of_ideas']);
    expect(await codeOf(answer(session.id, 'email', 'not an address'))).toBe('VALIDATION_FAILED');
    const email = await answer(session.id, 'email', 'someone@example.com');
    expect(email.row.answers).not.toHaveProperty('email');
    expect(email.next).toBe('done');
    const events = await t.core.db.select().from(analyticsEvents).where(eq(analyticsEvents.sessionId, session.id));
    expect(events.map((event) => event.props)).toEqual([
      { funnel: 'v3', step: 'challenges', language: 'en', answer: ['lack_of_time', 'lack_of_ideas'] },
      { funnel: 'v3', step: 'email', language: 'en' },
    ]);
    expect(events.every((event) => event.type === 'funnel_answer' && event.path.startsWith('/v3/onboarding/'))).toBe(true);
    expect(JSON.stringify(events)).not.toContain('someone@example.com');
  });

  it('attaches once: same user idempotent, anyone else NOT_FOUND; then only the owner sees it', async () => {
    const owner = await newUser();
    const other = await newUser();
    const session = await createFunnelSession(t.core, { funnel: 'v3', language: 'es' });
    await answer(session.id, 'expertise', 'beauty_fashion');
    const attached = await attachFunnelSession(t.core, owner, session.id, { newAccount: true });
    expect(attached.userId).toBe(owner.id);
    expect((await attachFunnelSession(t.core, owner, session.id)).userId).toBe(owner.id);
    expect(await codeOf(attachFunnelSession(t.core, other, session.id))).toBe('NOT_FOUND');
    expect(await codeOf(visibleFunnelSession(t.core, session.id, undefined))).toBe('NOT_FOUND');
    expect(await codeOf(visibleFunnelSession(t.core, session.id, other))).toBe('NOT_FOUND');
    expect((await visibleFunnelSession(t.core, session.id, owner)).id).toBe(session.id);
    const onboarding = await onboardingOf(t.core, owner);
    expect(onboarding.session?.answers).toEqual({ expertise: 'beauty_fashion' });
    expect(onboarding.potential?.industry).toEqual({ level: 'moderate', score: 65 });
    expect(onboarding.growth_plan.steps).toHaveLength(4);
    const [row] = await t.core.db.select().from(funnelSessions).where(eq(funnelSessions.id, session.id));
    expect(row?.attachedAt).toBeInstanceOf(Date);
  });

  it('a flag is set once even when asked twice at the same time, and stays out of the API', async () => {
    const session = await createFunnelSession(t.core, { funnel: 'v2', language: 'en' });
    const results = await Promise.all([setFunnelFlagOnce(t.core.db, session.id, '$x'), setFunnelFlagOnce(t.core.db, session.id, '$x')]);
    expect(results.filter(Boolean)).toHaveLength(1);
    const row = await visibleFunnelSession(t.core, session.id, undefined);
    expect(row.answers).toEqual({ $x: true });
    expect(toFunnelSessionDto(row).answers).toEqual({});
  });

  it('the reaper deletes unattached sessions older than 30 days and keeps the rest', async () => {
    const owner = await newUser();
    const old = await createFunnelSession(t.core, { funnel: 'v2', language: 'en' });
    const oldAttached = await createFunnelSession(t.core, { funnel: 'v2', language: 'en' });
    const fresh = await createFunnelSession(t.core, { funnel: 'v2', language: 'en' });
    await attachFunnelSession(t.core, owner, oldAttached.id);
    const longAgo = new Date(t.core.now().getTime() - 31 * 24 * 60 * 60 * 1000);
    for (const id of [old.id, oldAttached.id]) await t.core.db.update(funnelSessions).set({ createdAt: longAgo }).where(eq(funnelSessions.id, id));
    expect(await reapAbandonedFunnelSessions(t.core)).toBeGreaterThanOrEqual(1);
    const left = new Set((await t.core.db.select({ id: funnelSessions.id }).from(funnelSessions)).map((row) => row.id));
    expect(left.has(old.id)).toBe(false);
    expect(left.has(oldAttached.id)).toBe(true);
    expect(left.has(fresh.id)).toBe(true);
  });
});
