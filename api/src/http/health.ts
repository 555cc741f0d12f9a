import type { Express } from 'express';
import type { Logger } from '../lib/logger.js';
import { problemOf, type DependencyCheck, type DependencyState } from '../lib/readiness.js';

/**
 * Health for orchestrators and monitors:
 * - `GET /health/live`: the process answers (200 always). A restart is the cure only when this fails.
 * - `GET /health/ready`: whether this instance can serve, with the state of each dependency:
 *   `{ status, database, queue, storage, redis?, smtp? }`, each dependency `ok` or `unreachable`, and
 *   `status` `ok` when all are, else `degraded` (the words /health has always used). 200 when every
 *   required one (database, job queue) is ok, else 503. Upload storage, Redis and SMTP are reported,
 *   never required: an outage of one hits every instance alike, and an instance without it still serves
 *   what does not need it (uploads answer SERVICE_UNAVAILABLE meanwhile; live updates between
 *   instances wait; mail waits in the outbox; the SMTP check is a verify kept a minute, not a
 *   connection per probe).
 * - `GET /health`: the same answer as `/health/ready`, for the monitors that watched it before the split
 *   (it reported the database and the queue, which readiness still reports under the same names).
 * The reasons go to the log, on each change of state, never to the (public) answer.
 */
export function serveHealth(app: Express, checks: readonly DependencyCheck[], logger: Logger): void {
  const lastState = new Map<string, DependencyState>();

  const readiness = async () => {
    const results = await Promise.all(
      checks.map(async (check) => ({ check, problem: await problemOf(() => check.problem().then(throwIfProblem)) })),
    );
    const states: Record<string, DependencyState> = {};
    for (const { check, problem } of results) {
      const state: DependencyState = problem ? 'unreachable' : 'ok';
      states[check.name] = state;
      if (lastState.get(check.name) !== state && (problem || lastState.has(check.name))) {
        if (problem)
          logger.warn({ dependency: check.name, reason: problem }, `readiness: ${check.name} unreachable (${problem})`);
        else logger.info({ dependency: check.name }, `readiness: ${check.name} reachable again`);
      }
      lastState.set(check.name, state);
    }
    const ready = results.every(({ check, problem }) => !check.required || !problem);
    const status = results.some(({ problem }) => problem) ? 'degraded' : 'ok';
    return { ready, body: { status, ...states } };
  };

  app.get('/health/live', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  app.get(['/health', '/health/ready'], async (_req, res) => {
    const { ready, body } = await readiness();
    res
      .status(ready ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json(body);
  });
}

function throwIfProblem(problem: string | undefined): void {
  if (problem) throw new Error(problem);
}
