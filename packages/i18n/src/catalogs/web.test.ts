import { describe, expect, it } from 'vitest';
import { WEB_FEATURES, webCatalogs } from './web.ts';

describe('web catalog split by feature', () => {
  it('gives every section to exactly one feature file, so merging them loses no key', () => {
    const sections = WEB_FEATURES.flatMap((feature) => Object.keys(feature.en));
    expect(sections.length).toBe(new Set(sections).size);
    expect(Object.keys(webCatalogs.ru).sort()).toEqual([...new Set(sections)].sort());
  });
});
