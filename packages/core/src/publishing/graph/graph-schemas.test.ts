import { describe, expect, it } from 'vitest';
import {
  containerStatusSchema,
  insightsSchema,
  parseGraphTimestamp,
  profileSchema,
  publishingLimitSchema,
  shortTokenSchema,
  subcodeInStatus,
} from './graph-schemas.ts';

describe('Graph answer schemas', () => {
  it('reads the short-lived token flat or wrapped in data, with a numeric user id and permissions as text or list', () => {
    expect(shortTokenSchema.parse({ access_token: 't', user_id: 26912345678901, permissions: 'a,b' })).toEqual({
      access_token: 't',
      user_id: '26912345678901',
      permissions: ['a', 'b'],
    });
    expect(shortTokenSchema.parse({ data: [{ access_token: 't', user_id: '17', permissions: ['a'] }] })).toEqual({
      access_token: 't',
      user_id: '17',
      permissions: ['a'],
    });
    expect(shortTokenSchema.safeParse({ user_id: 1 }).success).toBe(false);
  });

  it('ignores fields it does not read and accepts missing optional ones', () => {
    expect(profileSchema.parse({ id: '1', username: 'x', unknown_field: true })).toEqual({ id: '1', username: 'x' });
    expect(containerStatusSchema.parse({ status_code: 'FINISHED' })).toEqual({ status_code: 'FINISHED' });
    expect(containerStatusSchema.safeParse({ status_code: 'DONE' }).success).toBe(false);
    expect(publishingLimitSchema.parse({ data: [{ quota_usage: 3 }] })).toEqual({ data: [{ quota_usage: 3 }] });
    expect(publishingLimitSchema.safeParse({ data: [] }).success).toBe(false);
  });

  it('reads insights in both the values and the total_value form', () => {
    const parsed = insightsSchema.parse({
      data: [
        { name: 'views', values: [{ value: 10 }] },
        { name: 'reach', total_value: { value: 8 } },
      ],
    });
    expect(parsed.data.map((metric) => metric.total_value?.value ?? metric.values?.[0]?.value)).toEqual([10, 8]);
  });

  it('parses Graph timestamps and finds the subcode in an ERROR status', () => {
    expect(parseGraphTimestamp('2026-11-20T10:00:00+0000')?.toISOString()).toBe('2026-11-20T10:00:00.000Z');
    expect(parseGraphTimestamp('nonsense')).toBeUndefined();
    expect(subcodeInStatus('Error: The video format is not supported (2207026)')).toBe(2207026);
    expect(subcodeInStatus('Finished: ready')).toBeUndefined();
  });
});
