import type { TestApp } from './test-app.ts';

/**
 * A JSON body as tests read it: fields are checked by the assertions that follow, not by the type.
 */
export type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The response body as JSON, typed by the caller (`Json` when the test reads loose fields). */
export async function json<T = Json>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** The `error.code` of an API error body (undefined when the body has none or is not JSON). */
export async function errorCode(response: Response): Promise<string | undefined> {
  const body = (await response.json().catch(() => ({}))) as { error?: { code?: string } };
  return body.error?.code;
}

/** A file field of a multipart form. */
export interface FormFile {
  data: Buffer;
  name: string;
}

/** A multipart POST (uploads): string fields and files, with the bearer token and any extra headers. */
/** A string array is the field repeated, once per value (e.g. a story's `image_ids`). */
export function postForm(
  t: Pick<TestApp, 'app'>,
  path: string,
  fields: Record<string, string | string[] | FormFile>,
  token?: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string') body.append(key, value);
    else if (Array.isArray(value)) for (const item of value) body.append(key, item);
    else body.append(key, new Blob([new Uint8Array(value.data)]), value.name);
  }
  return Promise.resolve(t.app.request(path, { method: 'POST', body, headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers } }));
}
