import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env.ts';

/**
 * The policy every response gets. Scripts only from our origin (inline scripts of a pre-rendered page are allowed by
 * their hash, see `pageScriptPolicy`); styles allow 'unsafe-inline' because pre-rendered HTML and Radix carry `style`
 * attributes, which are far less dangerous than scripts; media and images also come from `blob:` (MediaRecorder
 * previews, object URLs of picked photos) and `data:` (small icons). `frame-ancestors 'none'` stops click-jacking.
 */
const BASE_DIRECTIVES: ReadonlyArray<readonly [string, string]> = [
  ['default-src', "'self'"],
  ['script-src', "'self'"],
  ['style-src', "'self' 'unsafe-inline'"],
  ['img-src', "'self' blob: data:"],
  ['media-src', "'self' blob: data:"],
  ['font-src', "'self' data:"],
  ['connect-src', "'self'"],
  ['worker-src', "'self' blob:"],
  ['manifest-src', "'self'"],
  ['object-src', "'none'"],
  ['base-uri', "'self'"],
  ['form-action', "'self'"],
  ['frame-ancestors', "'none'"],
];

/** The Content-Security-Policy header value, with extra `script-src` sources (hashes) for one page. */
export function contentSecurityPolicy(extraScriptSources: readonly string[] = []): string {
  return BASE_DIRECTIVES.map(([name, value]) =>
    name === 'script-src' && extraScriptSources.length ? `${name} ${value} ${extraScriptSources.join(' ')}` : `${name} ${value}`,
  ).join('; ');
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * `'sha256-…'` sources for the inline scripts of an HTML page (React Router's hydration data and module loader),
 * so the page runs without 'unsafe-inline'. Scripts with `src` are covered by 'self'.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

// Only our own origin may use the microphone (hold-to-record); nothing else the browser offers is needed. Only
// features browsers know: an unknown one ('bluetooth') is logged as an error on every page (e2e/security-headers).
const PERMISSIONS_POLICY = [
  'microphone=(self)',
  'camera=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
  'browsing-topics=()',
].join(', ');

const HSTS = 'max-age=31536000';

/**
 * BILLING=stripe: Stripe.js must be loaded from js.stripe.com (Stripe forbids bundling or self-hosting it), its Payment
 * Element and 3-D Secure run in frames from js.stripe.com and hooks.stripe.com, and it talks to api.stripe.com. The
 * Payment Request API is allowed for us and Stripe's frame. With BILLING=test/off none of this is sent.
 */
const STRIPE_SOURCES: ReadonlyArray<readonly [string, string]> = [
  ['script-src', 'https://js.stripe.com'],
  ['frame-src', 'https://js.stripe.com https://hooks.stripe.com'],
  ['connect-src', 'https://api.stripe.com'],
];
const STRIPE_PERMISSIONS_POLICY = PERMISSIONS_POLICY.replace('payment=()', 'payment=(self "https://js.stripe.com")');

/**
 * A policy with Stripe's sources added to its directives (a directive the policy lacks starts from 'self', as
 * default-src would have allowed). Used on every policy, the page's own (hashes) included.
 */
export function withStripeSources(policy: string): string {
  return withSources(policy, STRIPE_SOURCES);
}

/** A policy with sources added to its directives (a directive the policy lacks starts from 'self'). */
function withSources(policy: string, additions: ReadonlyArray<readonly [string, string]>): string {
  const directives = policy
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean);
  for (const [name, sources] of additions) {
    const index = directives.findIndex((directive) => directive === name || directive.startsWith(`${name} `));
    if (index === -1) directives.push(`${name} 'self' ${sources}`);
    else if (!directives[index]!.includes(sources)) directives[index] = `${directives[index]} ${sources}`;
  }
  return directives.join('; ');
}

export interface SecurityHeaderOptions {
  /** PUBLIC_URL: when it is https, the site is meant to be reached over HTTPS only. */
  publicUrl?: string | undefined;
  /** TRUST_PROXY: how many proxies of ours stand in front (true = 1); their X-Forwarded-Proto says whether TLS was used. */
  trustProxy: number | boolean;
  /** BILLING=stripe: allow Stripe.js (script, frames, API) and the Payment Request API for it. */
  stripe?: boolean;
  /** The browser error-reporting DSN's origin (decision 0023): pages may post reports there (connect-src). */
  errorReportingOrigin?: string | null | undefined;
}

/** Whether this request reached us over HTTPS, directly or through a trusted TLS-terminating proxy. */
function overHttps(c: Context, options: SecurityHeaderOptions): boolean {
  if (new URL(c.req.url).protocol === 'https:') return true;
  const hops = Number(options.trustProxy);
  if (hops <= 0) return false;
  // Read like X-Forwarded-For (see client-ip.ts): the entry the outermost trusted proxy wrote, not one a client added.
  const entries = (c.req.header('x-forwarded-proto') ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  return entries[Math.max(0, entries.length - hops)] === 'https';
}

/**
 * Browser hardening headers on every response. A route that needs another Content-Security-Policy (a page with its
 * own inline scripts, the API docs) sets it itself; this one fills in the header only when it is missing.
 * HSTS goes out when the request came over HTTPS, or when PUBLIC_URL is https (the usual TLS-terminating proxy that
 * does not say so): browsers ignore HSTS received over plain HTTP, so local HTTP development is never pinned.
 */
export function securityHeaders(options: SecurityHeaderOptions) {
  const httpsSite = options.publicUrl?.startsWith('https://') ?? false;
  const stripe = options.stripe === true;
  const reporting: ReadonlyArray<readonly [string, string]> = options.errorReportingOrigin ? [['connect-src', options.errorReportingOrigin]] : [];
  /** Every policy gets the configured extra sources: Stripe's, and the error-reporting endpoint. */
  const extend = (policy: string) => withSources(stripe ? withStripeSources(policy) : policy, reporting);
  const defaultPolicy = extend(contentSecurityPolicy());
  const permissionsPolicy = stripe ? STRIPE_PERMISSIONS_POLICY : PERMISSIONS_POLICY;
  return createMiddleware<AppEnv>(async (c, next) => {
    await next();
    const headers: Array<[string, string]> = [
      ['X-Content-Type-Options', 'nosniff'],
      ['Referrer-Policy', 'strict-origin-when-cross-origin'],
      ['Permissions-Policy', permissionsPolicy],
      ['Cross-Origin-Opener-Policy', 'same-origin'],
      ['X-Frame-Options', 'DENY'],
    ];
    const ownPolicy = c.res.headers.get('Content-Security-Policy');
    // A page's own policy (its inline-script hashes) gets Stripe's sources too: the checkout runs in those pages.
    if (ownPolicy === null) headers.push(['Content-Security-Policy', defaultPolicy]);
    else if (stripe || reporting.length > 0) headers.push(['Content-Security-Policy', extend(ownPolicy)]);
    if (httpsSite || overHttps(c, options)) headers.push(['Strict-Transport-Security', HSTS]);
    try {
      for (const [name, value] of headers) c.res.headers.set(name, value);
    } catch {
      // A Response passed through from fetch() has immutable headers: copy it once, then set them.
      c.res = new Response(c.res.body, c.res);
      for (const [name, value] of headers) c.res.headers.set(name, value);
    }
  });
}
