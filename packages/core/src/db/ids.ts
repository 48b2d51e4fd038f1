const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids come from URLs: a malformed one can never match, and checking first keeps PostgreSQL from a cast error. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
