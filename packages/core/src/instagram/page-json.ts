/**
 * Reading the JSON Instagram embeds in its HTML: `<script type="application/json" data-sjs>`
 * blobs on post pages, and the LSD token on the home page.
 */

const SCRIPT_RE = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const MAX_NODES = 500_000;

/** Every parseable `data-sjs` JSON blob of a page (attribute order varies, so attributes are matched one by one). */
export function extractDataSjsBlobs(html: string): unknown[] {
  const blobs: unknown[] = [];
  for (const match of html.matchAll(SCRIPT_RE)) {
    const attributes = match[1] ?? '';
    if (!/(?:^|\s)data-sjs(?:[\s=>]|$)/i.test(attributes)) continue;
    if (!/\btype\s*=\s*["']?application\/json/i.test(attributes)) continue;
    try {
      blobs.push(JSON.parse(match[2] ?? ''));
    } catch {
      // one broken blob must not hide the others
    }
  }
  return blobs;
}

/** Every value stored under `key` anywhere inside `root` (breadth-first, bounded). */
export function findAllByKey(root: unknown, key: string, limit = 20): unknown[] {
  const found: unknown[] = [];
  const queue: unknown[] = [root];
  let visited = 0;
  for (let head = 0; head < queue.length && found.length < limit && visited < MAX_NODES; head++) {
    const node = queue[head];
    visited++;
    if (Array.isArray(node)) {
      for (const child of node) if (child !== null && typeof child === 'object') queue.push(child);
    } else if (node !== null && typeof node === 'object') {
      for (const [name, value] of Object.entries(node)) {
        if (name === key) found.push(value);
        if (value !== null && typeof value === 'object') queue.push(value);
      }
    }
  }
  return found;
}

export type PageMediaResult =
  /** A v1 media item (`xig_polaris_media.if_not_gated_logged_out`, or the legacy web_info items[0]). */
  | { found: 'media'; item: unknown; legacy: boolean }
  /** `xig_polaris_media` present but gated (private, age-restricted or unavailable). */
  | { found: 'gated' }
  | { found: 'none' };

function isNonEmptyObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length > 0;
}

/** Finds the post's media in a post page, preferring the entry whose `code` is the requested shortcode. */
export function extractPageMedia(html: string, shortcode: string): PageMediaResult {
  const blobs = extractDataSjsBlobs(html);
  let gated = false;
  const candidates: unknown[] = [];
  for (const blob of blobs) {
    for (const polaris of findAllByKey(blob, 'xig_polaris_media')) {
      if (!isNonEmptyObject(polaris)) continue;
      const media = polaris.if_not_gated_logged_out;
      if (isNonEmptyObject(media)) candidates.push(media);
      else gated = true;
    }
  }
  const chosen = candidates.find((item) => (item as { code?: unknown }).code === shortcode) ?? candidates[0];
  if (chosen) return { found: 'media', item: chosen, legacy: false };
  if (gated) return { found: 'gated' };
  // Pre-2026 pages; FxEmbed keeps this as a last resort.
  for (const blob of blobs) {
    for (const info of findAllByKey(blob, 'xdt_api__v1__media__shortcode__web_info')) {
      const items = isNonEmptyObject(info) ? info.items : undefined;
      if (Array.isArray(items) && isNonEmptyObject(items[0])) return { found: 'media', item: items[0], legacy: true };
    }
  }
  return { found: 'none' };
}

/** The LSD token of the home page: `<script id="__eqmc">{"l": …}</script>`, else the `["LSD",[],{"token":…}` form. */
export function extractLsdToken(html: string): string | null {
  for (const match of html.matchAll(SCRIPT_RE)) {
    if (!/\bid\s*=\s*["']__eqmc["']/i.test(match[1] ?? '')) continue;
    try {
      const value: unknown = JSON.parse(match[2] ?? '');
      if (isNonEmptyObject(value) && typeof value.l === 'string' && value.l.length > 0) return value.l;
    } catch {
      // fall through to the inline form
    }
  }
  const inline = /\["LSD",\[\],\{"token":"([^"]+)"/.exec(html);
  return inline?.[1] ?? null;
}

/** Whether a page body is Instagram's "this page isn't available" page. */
export function isUnavailablePage(html: string): boolean {
  return /Sorry, this page isn(?:'|&#039;|&#x27;|’)t available/i.test(html);
}
