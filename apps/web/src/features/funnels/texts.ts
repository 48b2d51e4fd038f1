import type { AnswerSetId, FunnelId } from '@reelcraft/contract';
import type { Language } from '@reelcraft/i18n';
import { i18n, type fixedT } from '../../lib/i18n.ts';

export type FunnelT = ReturnType<typeof fixedT>;
export type StepTextPart = 'title' | 'subtitle' | 'statement' | 'body';

/**
 * The funnels' question texts live under dynamic keys (`web.funnels.<funnel>.<slug>.<part>`,
 * `web.funnels.options.<set>.<id>`), which the typed `t` cannot check; this one place casts them.
 */
function dynamic(t: FunnelT, key: string): string {
  // The key is built from the funnel definitions; catalogs.test.ts (and funnels.ts's own tests) prove they exist.
  return t(key as 'web.common.loading');
}

export function stepText(t: FunnelT, funnel: FunnelId, slug: string, part: StepTextPart): string {
  return dynamic(t, `web.funnels.${funnel}.${slug}.${part}`);
}

/** The optional parts (subtitle, body, statement) only when the catalog has them. */
export function optionalStepText(t: FunnelT, language: Language, funnel: FunnelId, slug: string, part: StepTextPart): string | null {
  const key = `web.funnels.${funnel}.${slug}.${part}`;
  return i18n.exists(key, { lng: language }) ? dynamic(t, key) : null;
}

export function optionText(t: FunnelT, set: AnswerSetId, id: string): string {
  return dynamic(t, `web.funnels.options.${set}.${id}`);
}

/** `<title>`: the step's title and the app's name. */
export function stepDocTitle(t: FunnelT, funnel: FunnelId, slug: string): string {
  return `${stepText(t, funnel, slug, 'title')} · Reelcraft`;
}
