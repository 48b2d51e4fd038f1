import { describe, expect, it } from 'vitest';
import { extractDataSjsBlobs, extractLsdToken, extractPageMedia, findAllByKey, isUnavailablePage } from './page-json.ts';

const ITEM = { pk: '1', code: 'Chunk8-jurw', media_type: 1 };

function relay(data: unknown): string {
  return JSON.stringify({
    require: [
      [
        'ScheduledServerJS',
        'handle',
        null,
        [{ __bbox: { require: [['RelayPrefetchedStreamCache', 'next', [], ['adp_x', { __bbox: { complete: true, result: { data } } }]]] } }],
      ],
    ],
  }).replace(/</g, '\\u003c');
}

describe('post page JSON (data-sjs blobs)', () => {
  it('finds xig_polaris_media.if_not_gated_logged_out in data-sjs blobs, whatever the attribute order', () => {
    for (const open of [
      '<script type="application/json" data-content-len="9" data-sjs>',
      '<script data-sjs type="application/json">',
      '<SCRIPT data-sjs="" type=\'application/json\'>',
    ]) {
      const html = `<html><body><script type="application/json" data-sjs>{"require":[]}</script>${open}${relay({ xig_polaris_media: { pk: '1', code: 'Chunk8-jurw', if_not_gated_logged_out: ITEM } })}</script></body></html>`;
      expect(extractPageMedia(html, 'Chunk8-jurw')).toEqual({ found: 'media', item: ITEM, legacy: false });
    }
  });

  it('prefers the entry of the requested shortcode', () => {
    const other = { pk: '2', code: 'BqvsDleB3lV', media_type: 1 };
    const html = `<script type="application/json" data-sjs>${relay({ xig_polaris_media: { if_not_gated_logged_out: other } })}</script><script type="application/json" data-sjs>${relay({ xig_polaris_media: { if_not_gated_logged_out: ITEM } })}</script>`;
    expect(extractPageMedia(html, 'Chunk8-jurw')).toMatchObject({ found: 'media', item: ITEM });
  });

  it('reports a gated post, the legacy shape, and nothing', () => {
    const gated = `<script type="application/json" data-sjs>${relay({ xig_polaris_media: { pk: '1', code: 'x', if_not_gated_logged_out: null } })}</script>`;
    expect(extractPageMedia(gated, 'x')).toEqual({ found: 'gated' });
    const legacy = `<script type="application/json" data-sjs>${relay({ xdt_api__v1__media__shortcode__web_info: { items: [ITEM] } })}</script>`;
    expect(extractPageMedia(legacy, 'Chunk8-jurw')).toEqual({ found: 'media', item: ITEM, legacy: true });
    expect(extractPageMedia('<html><script type="application/json" data-sjs>{"a":1}</script></html>', 'x')).toEqual({ found: 'none' });
    expect(extractPageMedia('', 'x')).toEqual({ found: 'none' });
  });

  it('ignores scripts without data-sjs or JSON type, and broken blobs', () => {
    const html = `<script type="application/json">${relay({ xig_polaris_media: { if_not_gated_logged_out: ITEM } })}</script><script data-sjs>{"a":1}</script><script type="application/json" data-sjs>{broken</script><script type="application/json" data-sjs>{"ok":true}</script>`;
    expect(extractDataSjsBlobs(html)).toEqual([{ ok: true }]);
    expect(extractPageMedia(html, 'Chunk8-jurw')).toEqual({ found: 'none' });
  });

  it('findAllByKey walks arrays and objects breadth-first', () => {
    expect(findAllByKey({ a: [{ k: 1 }, { b: { k: 2 } }], k: 0 }, 'k')).toEqual([0, 1, 2]);
  });

  it('recognises the unavailable page', () => {
    expect(isUnavailablePage("<h2>Sorry, this page isn't available.</h2>")).toBe(true);
    expect(isUnavailablePage('<h2>Sorry, this page isn&#039;t available.</h2>')).toBe(true);
    expect(isUnavailablePage('<h2>Hello</h2>')).toBe(false);
  });
});

describe('LSD token', () => {
  it('reads the __eqmc script, else the inline LSD form', () => {
    expect(extractLsdToken('<script type="application/json" id="__eqmc">{"u":"/ajax","l":"AVq1"}</script>')).toBe('AVq1');
    expect(extractLsdToken('<script>["LSD",[],{"token":"AVq2"},323]</script>')).toBe('AVq2');
    expect(extractLsdToken('<script id="__eqmc">{broken</script>["LSD",[],{"token":"AVq3"}')).toBe('AVq3');
    expect(extractLsdToken('<html></html>')).toBeNull();
  });
});
