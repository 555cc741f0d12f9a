import { AppError, ErrorCode, StartupError } from './errors.js';
import type { Logger } from './logger.js';
import { StorageUnreachable, type FileStorage } from './storage.js';

/** How long a check may take before the store counts as unreachable (a black-holed endpoint never answers). */
const CHECK_TIMEOUT_MS = 10_000;
/** Pauses between the checks of a store that could not be reached: quick at first, then every 30 s. */
const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 15_000, 30_000];
/**
 * A readiness probe reuses a check this recent: probes every few seconds must not each call the bucket.
 * While the store is away, probes look sooner, so an instance is ready again soon after it returns.
 */
const CHECK_KEPT_MS = 10_000;
const UNAVAILABLE_CHECK_KEPT_MS = 2000;
/** What an upload refused during an outage tells the client to wait. */
const RETRY_UPLOAD_AFTER_SECONDS = 30;

export interface AvailableStorage extends FileStorage {
  /**
   * At start: checks the store once. One that cannot be reached (StorageUnreachable) is no reason to
   * stay down: the app starts without it, says so in one line and checks again in the background.
   * One that refuses us (a bucket that does not exist, no permission) is a setting to fix: StartupError.
   */
  start(): Promise<void>;
  /** For readiness: undefined when usable, else why not; a check is run when the last one is old. */
  problem(): Promise<string | undefined>;
  /** Whether the last check found the store usable. */
  isAvailable(): boolean;
  /** Runs `task` once the store is usable: now, or when a background check first succeeds. */
  whenAvailable(task: () => Promise<void>): void;
  close(): void;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StorageUnreachable(`${what} did not answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The upload store with its availability: while it cannot be reached, new uploads answer
 * SERVICE_UNAVAILABLE at once (rather than each waiting for the store's timeouts), readiness reports
 * it, and a background check with growing pauses notices its return. Reads and removals go through
 * (their failures are answered SERVICE_UNAVAILABLE by the error handlers, as transient failures).
 */
export function withAvailability(
  storage: FileStorage & { close?: () => void },
  logger: Logger,
  options: { retryDelaysMs?: readonly number[] } = {},
): AvailableStorage {
  const delays = options.retryDelaysMs ?? RETRY_DELAYS_MS;
  let unavailable: string | undefined = 'not checked yet';
  let checkedAt = 0;
  let checking: Promise<string | undefined> | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let retries = 0;
  let closed = false;
  const waiting: Array<() => Promise<void>> = [];

  const runWaiting = () => {
    for (const task of waiting.splice(0)) {
      task().catch((error: unknown) => logger.error({ err: error }, 'a task waiting for the upload storage failed'));
    }
  };

  /** Checks the store now (one check at a time); answers why it cannot be used, or undefined. */
  const check = () =>
    (checking ??= (async () => {
      try {
        await withTimeout(storage.check(), CHECK_TIMEOUT_MS, 'the upload storage');
        if (unavailable && checkedAt) logger.info('upload storage reachable again: uploads are accepted');
        unavailable = undefined;
        retries = 0;
        runWaiting();
      } catch (error) {
        unavailable = messageOf(error);
        scheduleRetry();
      } finally {
        checkedAt = Date.now();
        checking = undefined;
      }
      return unavailable;
    })());

  const scheduleRetry = () => {
    if (closed || retryTimer) return;
    const delay = delays[Math.min(retries, delays.length - 1)]!;
    retries += 1;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void check();
    }, delay);
    retryTimer.unref();
  };

  const refuseWhileUnavailable = () => {
    if (unavailable) {
      throw new AppError(
        ErrorCode.SERVICE_UNAVAILABLE,
        'Uploads are paused: the file storage cannot be reached right now. Please try again in a minute.',
        [],
        RETRY_UPLOAD_AFTER_SECONDS,
      );
    }
  };

  return {
    async saveImage(file, use) {
      refuseWhileUnavailable();
      return storage.saveImage(file, use);
    },
    async makePrivate(url) {
      refuseWhileUnavailable();
      return storage.makePrivate(url);
    },
    remove: (url) => storage.remove(url),
    read: (name, options) => storage.read(name, options),
    check: () => storage.check(),
    async start() {
      try {
        await withTimeout(storage.check(), CHECK_TIMEOUT_MS, 'the upload storage');
        unavailable = undefined;
      } catch (error) {
        if (!(error instanceof StorageUnreachable)) throw new StartupError(messageOf(error), { cause: error });
        unavailable = error.message;
        logger.error(
          `${error.message}. Starting without uploads: they answer SERVICE_UNAVAILABLE and /health/ready reports ` +
            'the storage until it answers; it is checked again in the background.',
        );
        scheduleRetry();
      } finally {
        checkedAt = Date.now();
      }
    },
    async problem() {
      if (Date.now() - checkedAt >= (unavailable ? UNAVAILABLE_CHECK_KEPT_MS : CHECK_KEPT_MS)) return check();
      return unavailable;
    },
    isAvailable: () => !unavailable,
    whenAvailable(task) {
      waiting.push(task);
      if (!unavailable) runWaiting();
    },
    close() {
      closed = true;
      clearTimeout(retryTimer);
      storage.close?.();
    },
  };
}
