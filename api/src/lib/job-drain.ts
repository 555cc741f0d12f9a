import type { Jobs } from './jobs.js';
import type { Logger } from './logger.js';

/*
 * The job workers' part of a shutdown. pg-boss's own graceful stop waits for running handlers and then
 * fails the ones still running ("pg-boss shut down while active"): that spends one of the job's retries
 * (the last one makes it `failed`, and a mail is then never sent) and delays it by the queue's backoff.
 * A job cut short by a shutdown did nothing wrong, so here it is handed back instead: put back to
 * `created` (pg-boss's public cancel, then resume), due at once, for the next process or another
 * instance. Left `active`, it would wait for its expiry (two minutes for a mail) before anyone ran it.
 *
 * A handed-back job may run twice (its handler may still finish in the moments before the process
 * exits), exactly as after a crash: every handler is written to be run again safely.
 */

export interface JobDrain {
  /** How many jobs this process is running now. */
  running(): number;
  /** Takes no more jobs (each worker finishes the batch it holds); running jobs go on. */
  pause(): Promise<void>;
  /**
   * Takes no more jobs, waits up to `waitMs` for the running ones, and hands back those still running.
   * Answers what happened, for the shutdown's log. The queue stays open for sending (requests still in
   * flight may queue jobs): `close` closes it.
   */
  finish(waitMs: number): Promise<{ finished: number; handedBack: number }>;
  /** Stops pg-boss and closes its pool (after `finish`). */
  close(): Promise<void>;
}

type Batch = Array<{ id: string }>;

/** Wraps `jobs.work` so that the jobs of every worker started afterwards are known until they end. */
export function drainableJobs(jobs: Jobs, logger: Logger): JobDrain {
  const running = new Map<string, Set<string>>();
  const queues = new Set<string>();
  let wakeWhenIdle: Array<() => void> = [];
  let ended = 0;
  const count = () => [...running.values()].reduce((n, ids) => n + ids.size, 0);

  const work = jobs.work.bind(jobs) as (name: string, ...args: unknown[]) => Promise<string>;
  jobs.work = (async (name: string, ...args: unknown[]) => {
    const handler = args.at(-1) as (batch: Batch, ...rest: unknown[]) => Promise<unknown>;
    queues.add(name);
    const tracked = async (batch: Batch, ...rest: unknown[]) => {
      const ids = running.get(name) ?? new Set<string>();
      running.set(name, ids);
      for (const job of batch) ids.add(job.id);
      try {
        return await handler(batch, ...rest);
      } finally {
        for (const job of batch) ids.delete(job.id);
        ended += batch.length;
        if (count() === 0) for (const wake of wakeWhenIdle.splice(0)) wake();
      }
    };
    return work(name, ...args.slice(0, -1), tracked);
  }) as Jobs['work'];

  let paused: Promise<void> | undefined;
  const pause = () =>
    (paused ??= (async () => {
      await Promise.all([...queues].map((name) => jobs.offWork(name, { wait: false }).catch(() => {})));
    })());

  let finishing: Promise<{ finished: number; handedBack: number }> | undefined;
  const finish = (waitMs: number) =>
    (finishing ??= (async () => {
      const endedBefore = ended;
      await pause();
      if (count() > 0) {
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([
          new Promise<void>((resolve) => wakeWhenIdle.push(resolve)),
          new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs))),
        ]);
        clearTimeout(timer);
      }
      wakeWhenIdle = [];
      let handedBack = 0;
      for (const [name, ids] of running) {
        if (!ids.size) continue;
        const list = [...ids];
        try {
          await jobs.cancel(name, list);
          await jobs.resume(name, list);
          handedBack += list.length;
        } catch (error) {
          // The database may be gone: the jobs then wait for their expiry, as after a crash.
          logger.error({ err: error, queue: name, jobs: list.length }, 'shutdown: could not hand jobs back');
        }
      }
      return { finished: ended - endedBefore, handedBack };
    })());

  // Nothing of ours is active any more, so pg-boss's own fail-what-is-running finds nothing to fail.
  const close = () => jobs.stop({ graceful: false, close: true });

  return { running: count, pause, finish, close };
}
