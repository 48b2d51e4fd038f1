import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.ts';
import { configuredAdminEmails, describeAdminChange, isPlausibleEmail } from './admins.ts';

describe('ADMIN_EMAILS', () => {
  it('is a comma-separated list, trimmed, lower-cased, without duplicates; unset is none', () => {
    expect(configuredAdminEmails(loadConfig({ ADMIN_EMAILS: ' Boss@Example.com, ops@example.com ,,boss@example.com' }))).toEqual([
      'boss@example.com',
      'ops@example.com',
    ]);
    expect(configuredAdminEmails(loadConfig({}))).toEqual([]);
    expect(configuredAdminEmails(loadConfig({ ADMIN_EMAILS: '' }))).toEqual([]);
  });
});

describe('admin:create', () => {
  it('accepts e-mail addresses only', () => {
    expect(isPlausibleEmail('someone@example.com')).toBe(true);
    for (const bad of ['someone', 'a@b', 'a b@example.com', '@example.com', `${'a'.repeat(250)}@example.com`]) expect(isPlausibleEmail(bad)).toBe(false);
  });

  it('says what happened in one sentence', () => {
    expect(describeAdminChange({ outcome: 'promoted', email: 'a@example.com', user_id: 'x' }, 'https://r.example')).toBe('a@example.com is now an admin.');
    expect(describeAdminChange({ outcome: 'pending', email: 'a@example.com' }, 'https://r.example')).toBe(
      'a@example.com has no account yet; it will be an admin when they sign up at https://r.example/registration.',
    );
  });
});
