const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Row ids are UUIDs. Services check an id from a client with this before querying: Postgres answers
 * a malformed one with an error (a 500), where the caller deserves "not found".
 */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
