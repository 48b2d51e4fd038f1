import { describe, expect, it } from 'vitest';
import { maskEmail, redactPath, redactText } from './redact.ts';

describe('log redaction', () => {
  it('masks e-mail addresses down to their first letter and domain', () => {
    expect(maskEmail('anna.fitcoach@example.com')).toBe('a***@example.com');
    expect(redactText('duplicate key: Key (email)=(Creator+ig@Example.co.uk) already exists')).toBe(
      'duplicate key: Key (email)=(C***@Example.co.uk) already exists',
    );
    expect(redactText('{"to":"lucia@example.com","from":"Reelcraft <no-reply@reelcraft.app>"}')).toBe(
      '{"to":"l***@example.com","from":"Reelcraft <n***@reelcraft.app>"}',
    );
  });

  it('leaves package versions and plain text alone', () => {
    const text = 'at file:///app/node_modules/pkg@1.2.3/index.js: request took 12 ms';
    expect(redactText(text)).toBe(text);
  });

  it('removes the token of signed file and downloader links, whatever follows it', () => {
    expect(redactPath('/api/files/eyJrIjoiYSJ9.c2lnbmF0dXJl')).toBe('/api/files/[redacted]');
    expect(redactPath('/api/public/instagram/media/abc.def-ghi_')).toBe('/api/public/instagram/media/[redacted]');
    expect(redactText('"path":"/api/files/abc.def","status":206')).toBe('"path":"/api/files/[redacted]","status":206');
    expect(redactText('GET http://x.test/api/files/abc.def?download=1')).toBe('GET http://x.test/api/files/[redacted]?download=1');
    expect(redactPath('/api/suggestions/123')).toBe('/api/suggestions/123');
  });

  it('removes one-time tokens and signatures from links', () => {
    expect(redactText('open http://localhost:3000/password?token=abc123 now')).toBe('open http://localhost:3000/password?token=[redacted] now');
    expect(redactText('http://localhost:3000/login?magic=abc-123&lang=en')).toBe('http://localhost:3000/login?magic=[redacted]&lang=en');
    expect(redactText('https://b.s3.test/k?X-Amz-Credential=AK%2F1&X-Amz-Signature=ff00')).toBe(
      'https://b.s3.test/k?X-Amz-Credential=[redacted]&X-Amz-Signature=[redacted]',
    );
    // A JSON-escaped quote ends the token: the rest of the line stays intact.
    expect(redactText('"err":"bad link \\"/email/confirm?token=zz\\""')).toBe('"err":"bad link \\"/email/confirm?token=[redacted]\\""');
  });
});
