import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

/** Carries the request id through every await of a request, so any log line can name it. */
export const requestContext = new AsyncLocalStorage<{ requestId: string }>();

export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}

/**
 * What a client may name its request with (its `x-request-id`): 1 to 64 letters, digits, dots,
 * underscores, colons and hyphens, the characters tracing ids use. Anything else (quotes, spaces,
 * braces, a kilobyte) is never logged or echoed: the request gets a generated id instead.
 */
const CLIENT_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The request's id: the client's when it is in the safe form, else a new random one. */
export function requestIdFrom(incoming: unknown): string {
  return typeof incoming === 'string' && CLIENT_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}
