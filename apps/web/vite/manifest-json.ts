/**
 * React Router writes its browser route manifest (`build/client/assets/manifest-<hash>.js`) as one JavaScript object
 * literal: `window.__reactRouterManifest={…};`, about 125 KB with our 88 routes (each route lists every chunk it
 * imports). Every page evaluates it before hydrating, and V8 compiles and runs a literal that size several times
 * slower than it parses the same text as JSON (V8's own advice for objects over ~10 KB). `manifestAsJson` turns the
 * file into `window.__reactRouterManifest=JSON.parse("…");`: the same object, built by the JSON parser. Returns null
 * when the file does not have the expected shape, so the caller can fail the build instead of silently skipping it.
 */
const PREFIX = 'window.__reactRouterManifest=';

export function manifestAsJson(source: string): string | null {
  const trimmed = source.trim();
  if (!trimmed.startsWith(PREFIX) || !trimmed.endsWith(';')) return null;
  const literal = trimmed.slice(PREFIX.length, -1);
  if (literal.startsWith('JSON.parse(')) return source; // done already (the step ran twice on one build)
  let value: unknown;
  try {
    // React Router writes it with JSON.stringify, so it is JSON; anything else is not ours to rewrite.
    value = JSON.parse(literal);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || !('routes' in value)) return null;
  return `${PREFIX}JSON.parse(${JSON.stringify(JSON.stringify(value))});`;
}
