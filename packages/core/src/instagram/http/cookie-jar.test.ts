import { describe, expect, it } from 'vitest';
import { InstagramCookieJar } from './cookie-jar.ts';

const SITE = 'https://www.instagram.com';

describe('InstagramCookieJar', () => {
  it('keeps what Instagram sets and sends it back, with per-request cookies winning by name', () => {
    const jar = new InstagramCookieJar(SITE);
    jar.remember(['csrftoken=abc; Path=/; Max-Age=31449600; Secure; SameSite=Lax', 'mid=m1; Domain=.instagram.com; Path=/; Secure; HttpOnly'], `${SITE}/`);
    expect(jar.get('csrftoken')).toBe('abc');
    expect(jar.header(`${SITE}/api/graphql`, true)).toBe('csrftoken=abc; mid=m1');
    expect(jar.header(`${SITE}/api/graphql`, true, { csrftoken: 'mine', sessionid: 's' })).toBe('csrftoken=mine; mid=m1; sessionid=s');
    expect(jar.header(`${SITE}/share/x/`, false, { sessionid: 's' })).toBe('sessionid=s');
    // A domain cookie reaches the other Instagram hosts; a host-only one does not.
    expect(jar.header('https://i.instagram.com/api/v1/', true)).toBe('mid=m1');
    expect(jar.header('https://cdn.example/', true)).toBe('');
  });

  it('forgets cookies Instagram expires or empties, and ones we delete', () => {
    const jar = new InstagramCookieJar(SITE);
    jar.remember(['a=1; Path=/', 'b=2; Path=/', 'c=3; Path=/'], `${SITE}/`);
    jar.remember(['a=gone; Path=/; Max-Age=0', 'b=""; Path=/'], `${SITE}/`);
    jar.delete('c');
    expect(jar.header(`${SITE}/`, true)).toBe('');
  });

  it('keeps the fake’s Secure cookies on loopback over http', () => {
    const jar = new InstagramCookieJar('http://127.0.0.1:4100');
    jar.remember(['csrftoken=abc; Path=/; Secure'], 'http://127.0.0.1:4100/');
    expect(jar.header('http://127.0.0.1:4100/graphql/query', true)).toBe('csrftoken=abc');
  });

  it('makes a csrftoken of its own once, when Instagram gave none', () => {
    const jar = new InstagramCookieJar(SITE);
    const token = jar.ensureCsrfToken();
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect(jar.ensureCsrfToken()).toBe(token);
    expect(jar.header(`${SITE}/graphql/query`, true)).toBe(`csrftoken=${token}`);
  });
});
