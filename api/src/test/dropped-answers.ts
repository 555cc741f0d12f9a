import type { ServerResponse } from 'node:http';

/**
 * Fault injection for the stand-ins of the outside world (fake-stripe.ts, fake-paystack.ts): the next
 * request that `matches` is carried out, then `then` runs (e.g. kills the app that asked), and no
 * answer is sent: the socket is destroyed, as when the caller died waiting or the connection broke.
 */
export function answerDropper<Request>() {
  let armed: { matches: (r: Request) => boolean; then: () => unknown; fired: () => void } | undefined;
  return {
    /** Whether the answer to `request` (of `status`) is dropped; if so, `res` is taken care of. */
    drops(request: Request, status: number, res: ServerResponse): boolean {
      if (status >= 300 || !armed?.matches(request)) return false;
      const drop = armed;
      armed = undefined;
      void Promise.resolve(drop.then()).finally(() => {
        res.destroy();
        drop.fired();
      });
      return true;
    },
    /** Arms the next drop; resolves once it happened. */
    dropAnswerAfter(matches: (r: Request) => boolean, then: () => unknown = () => undefined): Promise<void> {
      return new Promise<void>((fired) => {
        armed = { matches, then, fired };
      });
    },
  };
}
