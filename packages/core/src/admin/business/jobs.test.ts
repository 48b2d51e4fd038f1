import { describe, expect, it } from 'vitest';
import { failureMessage, summarizePayload } from './jobs.ts';

describe('summarizePayload', () => {
  it('keeps ids and a few enums, sorted; drops addresses, parameters, texts and file keys', () => {
    expect(summarizePayload({ to: 'anna@example.com', template: 'gift-delivered', language: 'ru', params: { link: 'https://x/gift/SECRET' } })).toBe(
      'language=ru, template=gift-delivered',
    );
    expect(summarizePayload({ suggestionId: '7d1c', reason: 'edit' })).toBe('reason=edit, suggestionId=7d1c');
    expect(summarizePayload({ user_id: 'u1', keys: ['users/u1/a.mp4', 'users/u1/b.jpg'] })).toBe('keys: 2 items, user_id=u1');
    expect(summarizePayload({ gateway: 'stripe', subscription_id: 'sub_123' })).toBe('gateway=stripe, subscription_id=sub_123');
    expect(summarizePayload({ email: 'anna@example.com' })).toBe('');
    expect(summarizePayload({ analysisId: 'someone@example.com' })).toBe('analysisId=s***@example.com');
    expect(summarizePayload(null)).toBe('');
    expect(summarizePayload('text')).toBe('');
    expect(summarizePayload({ trend_id: 'x'.repeat(200) })).toHaveLength('trend_id='.length + 80);
  });
});

describe('failureMessage', () => {
  it('is the message only, scrubbed and cut', () => {
    expect(failureMessage({ message: 'boom for anna@example.com', stack: 'Error: boom\n at x' })).toBe('boom for a***@example.com');
    expect(failureMessage({ value: 'plain' })).toBe('plain');
    expect(failureMessage('just text')).toBe('just text');
    expect(failureMessage(null)).toBeNull();
    expect(failureMessage({ stack: 'only a stack' })).toBeNull();
    expect(failureMessage({ message: 'y'.repeat(900) })).toHaveLength(500);
  });
});
