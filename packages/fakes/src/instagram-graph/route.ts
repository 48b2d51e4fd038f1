import type { GraphState } from './state.ts';
import type { FakeGraphMediaFetch, FakeInstagramGraphOptions } from './types.ts';

/** What a route sees: the request's parts (query and body merged) and the fake's state. */
export interface RouteContext {
  method: string;
  /** Path segments after an optional `/vNN.N` version prefix. */
  segments: string[];
  params: Record<string, string>;
  /** The token from `Authorization: Bearer` or the `access_token` parameter. */
  token: string | undefined;
  state: GraphState;
  options: FakeInstagramGraphOptions & { appId: string; appSecret: string };
  mediaFetches: FakeGraphMediaFetch[];
}

/** JSON (`body`), a redirect, or an HTML page (the consent screen). */
export type RouteAnswer = { status: number; body: unknown } | { redirect: string } | { status: number; html: string };

export const ok = (body: unknown): RouteAnswer => ({ status: 200, body });

/** Only the fields asked for (plus `id`, which Graph always returns), from a record of every field the fake knows. */
export function pickFields(all: Record<string, unknown>, fieldsParam: string | undefined, defaults: string[]): Record<string, unknown> {
  const fields = fieldsParam ? fieldsParam.split(',').map((field) => field.trim()) : defaults;
  const picked: Record<string, unknown> = {};
  for (const field of fields) if (field in all && all[field] !== undefined) picked[field] = all[field];
  if ('id' in all) picked.id = all.id;
  return picked;
}
