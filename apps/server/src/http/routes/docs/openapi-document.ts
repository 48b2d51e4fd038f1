import type { Context } from 'hono';

/**
 * The handler for `/api/openapi.json`. The document describes the routes, which do not change while the process runs,
 * so it is built on the first request and its JSON kept. `doc31` from @hono/zod-openapi rebuilt it from every zod
 * schema on every request: 70-180 ms of the event loop on an idle machine, over a second under load, which any
 * anonymous caller could ask for in a loop while every other request waited.
 */
export function openApiDocumentHandler(build: () => unknown) {
  let json: string | undefined;
  return (c: Context) => {
    json ??= JSON.stringify(build());
    return c.body(json, 200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'public, max-age=300' });
  };
}
