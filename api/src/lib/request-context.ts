import { AsyncLocalStorage } from 'node:async_hooks';

/** Carries the request id through every await of a request, so any log line can name it. */
export const requestContext = new AsyncLocalStorage<{ requestId: string }>();

export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.requestId;
}
