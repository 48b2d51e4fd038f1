import { describe, expect, it } from 'vitest';
import { redactLink } from './redact-link.ts';

describe('redactLink', () => {
  it('keeps the page and replaces every query value and the fragment', () => {
    expect(redactLink('https://reelcraft.example/password?token=abc123')).toBe('https://reelcraft.example/password?token=[redacted]');
    expect(redactLink('http://localhost:3000/login?magic=m4g1c&lang=pt')).toBe('http://localhost:3000/login?magic=[redacted]&lang=[redacted]');
    expect(redactLink('http://localhost:3000/email/confirm?token=x#token=y')).toBe('http://localhost:3000/email/confirm?token=[redacted]#[redacted]');
  });

  it('leaves links without a capability as they are', () => {
    expect(redactLink('http://localhost:3000/app')).toBe('http://localhost:3000/app');
    expect(redactLink('https://reelcraft.example/app/profile/5')).toBe('https://reelcraft.example/app/profile/5');
    expect(redactLink('')).toBe('');
  });

  it('never passes through something it cannot parse', () => {
    expect(redactLink('not a url?token=abc')).toBe('[redacted]');
  });
});
