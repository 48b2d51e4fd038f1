import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';

const INSTALLED = Symbol.for('reelcraft.fileFetchShim');

/**
 * Human and the TF.js WASM backend load their model and .wasm files with fetch, and Node 20's fetch rejects
 * file: URLs. We answer only file: URLs from disk and pass everything else to the real fetch untouched, so other
 * code in the process (HTTP clients, tests) sees no difference. Installed once per process (the symbol survives
 * module reloading in tests).
 */
export function installFileFetch(): void {
  const holder = globalThis as typeof globalThis & { [INSTALLED]?: true };
  if (holder[INSTALLED]) return;
  const realFetch = globalThis.fetch;
  const shim: typeof fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith('file:')) return realFetch(input, init);
    try {
      const body = await readFile(fileURLToPath(url));
      const type = url.endsWith('.json') ? 'application/json' : url.endsWith('.wasm') ? 'application/wasm' : 'application/octet-stream';
      return new Response(body, { status: 200, headers: { 'content-type': type } });
    } catch {
      // Same outcome a web server would give, so Human reports "model not found" instead of crashing on a throw.
      return new Response(null, { status: 404, statusText: 'Not Found' });
    }
  };
  globalThis.fetch = shim;
  holder[INSTALLED] = true;
}
