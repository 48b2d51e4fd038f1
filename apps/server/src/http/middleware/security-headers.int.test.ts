import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { contentSecurityPolicy, inlineScriptHashes, withStripeSources } from './security-headers.ts';

let plain: TestApp;
let proxied: TestApp;
let httpsSite: TestApp;
let stripeSite: TestApp;
const STRIPE_ENV = {
  BILLING: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_headers',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_headers',
  STRIPE_WEBHOOK_SECRET: 'whsec_headers',
};

beforeAll(async () => {
  plain = await createTestApp({}, { workers: false });
  proxied = await createTestApp({ TRUST_PROXY: 'true' }, { workers: false });
  httpsSite = await createTestApp({ PUBLIC_URL: 'https://reelcraft.example' }, { workers: false });
  stripeSite = await createTestApp(STRIPE_ENV, { workers: false });
}, 120_000);
afterAll(async () => {
  await Promise.all([plain?.close(), proxied?.close(), httpsSite?.close(), stripeSite?.close()]);
});

function directives(policy: string | null): Map<string, string> {
  return new Map(
    (policy ?? '').split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values.join(' ')] as [string, string];
    }),
  );
}

describe('browser security headers', () => {
  it('go on every response: API data, errors and the docs page', async () => {
    for (const path of ['/api/health', '/api/nothing-here', '/api/user', '/api/docs']) {
      const response = await plain.app.request(path);
      const policy = directives(response.headers.get('content-security-policy'));
      expect(policy.get('default-src'), path).toBe("'self'");
      expect(policy.get('script-src'), path).toBe("'self'");
      expect(policy.get('object-src'), path).toBe("'none'");
      expect(policy.get('frame-ancestors'), path).toBe("'none'");
      expect(policy.get('base-uri'), path).toBe("'self'");
      expect(policy.get('form-action'), path).toBe("'self'");
      expect(policy.get('connect-src'), path).toBe("'self'");
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('cross-origin-opener-policy'), path).toBe('same-origin');
      const permissions = response.headers.get('permissions-policy') ?? '';
      expect(permissions, path).toContain('microphone=(self)');
      expect(permissions, path).toContain('camera=()');
      expect(permissions, path).toContain('geolocation=()');
    }
  });

  it('send HSTS only over HTTPS: directly, through a trusted proxy, or when PUBLIC_URL is https', async () => {
    expect((await plain.app.request('/api/health')).headers.get('strict-transport-security')).toBeNull();
    expect((await plain.app.request('https://reelcraft.example/api/health')).headers.get('strict-transport-security')).toContain('max-age=');
    // An untrusted client cannot switch it on (or learn anything) by claiming HTTPS.
    const claimed = { headers: { 'x-forwarded-proto': 'https' } };
    expect((await plain.app.request('/api/health', claimed)).headers.get('strict-transport-security')).toBeNull();
    expect((await proxied.app.request('/api/health', claimed)).headers.get('strict-transport-security')).toContain('max-age=');
    expect((await proxied.app.request('/api/health')).headers.get('strict-transport-security')).toBeNull();
    expect((await httpsSite.app.request('/api/health')).headers.get('strict-transport-security')).toContain('max-age=');
  });
});

describe('Stripe in the policy (BILLING=stripe only)', () => {
  it('allows Stripe.js, its frames, its API and the Payment Request API for it', async () => {
    for (const path of ['/api/health', '/api/nothing-here']) {
      const response = await stripeSite.app.request(path);
      const policy = directives(response.headers.get('content-security-policy'));
      expect(policy.get('script-src'), path).toBe("'self' https://js.stripe.com");
      expect(policy.get('frame-src'), path).toBe("'self' https://js.stripe.com https://hooks.stripe.com");
      expect(policy.get('connect-src'), path).toBe("'self' https://api.stripe.com");
      // Nothing else loosens.
      expect(policy.get('default-src'), path).toBe("'self'");
      expect(policy.get('frame-ancestors'), path).toBe("'none'");
      expect(policy.get('object-src'), path).toBe("'none'");
      const permissions = response.headers.get('permissions-policy') ?? '';
      expect(permissions, path).toContain('payment=(self "https://js.stripe.com")');
      expect(permissions, path).toContain('microphone=(self)');
      expect(permissions, path).not.toContain('payment=()');
    }
  });

  it('changes nothing with BILLING=test or off', async () => {
    const test = await createTestApp({ BILLING: 'test' }, { workers: false });
    try {
      for (const app of [plain.app, test.app]) {
        const response = await app.request('/api/health');
        const policy = response.headers.get('content-security-policy') ?? '';
        expect(policy).not.toContain('stripe');
        expect(directives(policy).has('frame-src')).toBe(false);
        expect(response.headers.get('permissions-policy')).toContain('payment=()');
      }
      // And no Stripe webhook endpoint exists there.
      expect((await test.app.request('/api/billing/stripe/webhook', { method: 'POST', body: '{}' })).status).toBe(404);
    } finally {
      await test.close();
    }
  });

  it("adds the sources to a page's own policy with its script hashes, once", () => {
    const page = contentSecurityPolicy(["'sha256-abc='"]);
    const extended = withStripeSources(page);
    expect(directives(extended).get('script-src')).toBe("'self' 'sha256-abc=' https://js.stripe.com");
    expect(withStripeSources(extended)).toBe(extended);
  });
});

describe('inline script hashes', () => {
  it('hashes inline scripts exactly as the browser does, and skips scripts with src', () => {
    const html = '<script>a()</script><script type="module" async="">import "/x.js";\n</script><script src="/y.js"></script><SCRIPT id="_R_">b()</SCRIPT >';
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('import "/x.js";\n'), sha('b()')]);
    expect(contentSecurityPolicy([sha('a()')])).toContain(`script-src 'self' ${sha('a()')};`);
    expect(contentSecurityPolicy()).not.toContain("unsafe-inline'; script");
  });
});
