import { describe, expect, it } from 'vitest';
import { parseRole, runsJobs, servesHttp } from './roles.ts';

describe('parseRole', () => {
  it('defaults to both roles', () => {
    expect(parseRole([])).toBe('all');
    expect(servesHttp('all') && runsJobs('all')).toBe(true);
  });
  it('reads --role web, --role=worker', () => {
    expect(parseRole(['--role', 'web'])).toBe('web');
    expect(parseRole(['--role=worker'])).toBe('worker');
    expect(runsJobs('web')).toBe(false);
    expect(servesHttp('worker')).toBe(false);
  });
  it('refuses an unknown role with a message naming the choices', () => {
    expect(() => parseRole(['--role', 'cron'])).toThrow(/all, web, worker/);
  });
});
