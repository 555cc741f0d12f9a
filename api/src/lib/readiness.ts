import nodemailer from 'nodemailer';

/** A dependency's state in a readiness answer. */
export type DependencyState = 'ok' | 'unreachable';

/** One dependency of readiness: `problem` answers why it cannot be used now, or undefined. */
export interface DependencyCheck {
  name: string;
  /** Without it the instance cannot serve: readiness answers 503 while it is down. */
  required: boolean;
  problem(): Promise<string | undefined>;
}

/** The longest one probe waits for a check: a dependency that does not answer counts as down. */
export const CHECK_TIMEOUT_MS = 3000;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Runs a check with a deadline; answers the reason it failed, or undefined. */
export async function problemOf(
  run: () => Promise<unknown>,
  timeoutMs = CHECK_TIMEOUT_MS,
): Promise<string | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no answer within ${timeoutMs / 1000} s`), timeoutMs);
  });
  try {
    return await Promise.race([run().then(() => undefined, messageOf), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A check whose answer is kept for `keptMs`: a load balancer probing every few seconds must not open
 * a connection to the dependency each time. Probes that arrive during a check share it.
 */
export function cachedCheck(run: () => Promise<unknown>, keptMs: number): () => Promise<string | undefined> {
  let last: { at: number; problem: string | undefined } | undefined;
  let running: Promise<string | undefined> | undefined;
  return () => {
    if (last && Date.now() - last.at < keptMs) return Promise.resolve(last.problem);
    return (running ??= problemOf(run).then((problem) => {
      last = { at: Date.now(), problem };
      running = undefined;
      return problem;
    }));
  };
}

/** How long an SMTP verify is trusted: one connection to the mail server per minute, whatever the probes. */
export const SMTP_CHECK_KEPT_MS = 60_000;

/**
 * The mail server as readiness sees it: nodemailer's `verify()` (connect, greet, authenticate, quit) on
 * a transport of its own, at most once per SMTP_CHECK_KEPT_MS. Not pooled: each verify closes its
 * connection, so nothing stays open between probes.
 */
export function smtpCheck(smtpUrl: string): { problem: () => Promise<string | undefined> } {
  const transport = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: CHECK_TIMEOUT_MS } as never);
  return { problem: cachedCheck(() => transport.verify(), SMTP_CHECK_KEPT_MS) };
}
