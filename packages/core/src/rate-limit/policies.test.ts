import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.ts';
import { rateLimitKey } from './enforce-rate-limit.ts';
import { rateLimitPolicies } from './policies.ts';

describe('rateLimitPolicies', () => {
  it('scales the anonymous budgets by RATE_LIMIT_MULTIPLIER but never below one, and keeps the downloader its own', () => {
    const normal = rateLimitPolicies(loadConfig({}));
    expect(normal.passwordResetPerEmail).toEqual({ name: 'passwordResetPerEmail', points: 5, windowSeconds: 3600 });
    expect(normal.download).toEqual({ name: 'download', points: 60, windowSeconds: 60 });
    expect(normal.downloadMedia.points).toBe(1200);

    const tiny = rateLimitPolicies(loadConfig({ RATE_LIMIT_MULTIPLIER: '0.01', DOWNLOADS_PER_MINUTE: '7' }));
    expect(tiny.passwordResetPerEmail.points).toBe(1);
    expect(tiny.preview.points).toBe(1);
    expect(tiny.download.points).toBe(7);
    expect(rateLimitPolicies(loadConfig({ RATE_LIMIT_MULTIPLIER: '10' })).signUpPerIp.points).toBe(500);
  });
});

describe('rateLimitKey', () => {
  it('keys an e-mail by a hash of its normalised form, never the address itself', () => {
    const key = rateLimitKey('reset', { email: ' Someone@Example.COM ' });
    expect(key).toBe(rateLimitKey('reset', { email: 'someone@example.com' }));
    expect(key).not.toContain('example');
    expect(key).toMatch(/^reset:email:[\w-]{43}$/);
  });

  it('keys an IP by client (IPv6 /64) and combines subjects in order', () => {
    expect(rateLimitKey('p', { ip: '2001:db8:1:2::9' })).toBe('p:ip:2001:db8:1:2::/64');
    expect(rateLimitKey('p', { email: 'a@b.c' }, { ip: '::ffff:203.0.113.7' })).toMatch(/^p:email:[\w-]+:ip:203\.0\.113\.7$/);
  });
});

describe('TRUST_PROXY (the client-IP setting the limits key on)', () => {
  it('is a number of proxies; true/false from older settings mean 1/0; anything else names the variable', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(() => loadConfig({ TRUST_PROXY: '-1' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: 'maybe' })).toThrow(/TRUST_PROXY/);
  });
});
