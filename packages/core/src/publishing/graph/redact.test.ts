import { describe, expect, it } from 'vitest';
import { redactGraphText } from './redact.ts';

describe('redactGraphText', () => {
  it('removes tokens, the app secret and OAuth codes from URLs', () => {
    expect(redactGraphText('GET https://graph.instagram.com/access_token?grant_type=ig_exchange_token&client_secret=s3cr3t&access_token=IGAAxyz')).toBe(
      'GET https://graph.instagram.com/access_token?grant_type=ig_exchange_token&client_secret=[redacted]&access_token=[redacted]',
    );
    expect(redactGraphText('/cb?code=AQBx_12#_&state=s')).toBe('/cb?code=[redacted]#_&state=s');
    expect(redactGraphText('/me?fields=id,username')).toBe('/me?fields=id,username');
  });

  it('removes known secret values wherever they appear, but not short ones that would eat ordinary words', () => {
    expect(redactGraphText('token IGAAlongtokenvalue was refused', ['IGAAlongtokenvalue'])).toBe('token [redacted] was refused');
    expect(redactGraphText('a b c', ['a'])).toBe('a b c');
  });
});
