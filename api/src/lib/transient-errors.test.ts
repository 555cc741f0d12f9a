import { describe, expect, it } from 'vitest';
import { ErrorCode } from './errors.js';
import { transientFailureOf, transientKindOf } from './transient-errors.js';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('transient failures', () => {
  it.each([
    ['a refused connection', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'), 'connection'],
    ['a reset connection', withCode('ECONNRESET'), 'connection'],
    ['a name that does not resolve yet', withCode('EAI_AGAIN'), 'connection'],
    [
      'PostgreSQL shutting down (57P01)',
      withCode('57P01', 'terminating connection due to administrator command'),
      'connection',
    ],
    ['PostgreSQL starting up (57P03)', withCode('57P03'), 'connection'],
    ['a PostgreSQL connection exception (08006)', withCode('08006'), 'connection'],
    ['too many connections (53300)', withCode('53300'), 'connection'],
    ['pg losing its connection', new Error('Connection terminated unexpectedly'), 'connection'],
    ['a full disk', withCode('ENOSPC', 'ENOSPC: no space left on device, write'), 'out-of-space'],
    ['a full disk under PostgreSQL (53100)', withCode('53100'), 'out-of-space'],
    [
      'S3 answering 503',
      Object.assign(new Error('Service Unavailable'), {
        name: 'ServiceUnavailable',
        $metadata: { httpStatusCode: 503 },
      }),
      'connection',
    ],
    [
      'S3 slowing us down',
      Object.assign(new Error('Slow Down'), { name: 'SlowDown', $metadata: { httpStatusCode: 503 } }),
      'connection',
    ],
    [
      'Drizzle wrapping a refused connection',
      new Error('Failed query: select 1', { cause: withCode('ECONNREFUSED') }),
      'connection',
    ],
    [
      'Node connecting to several addresses',
      Object.assign(new AggregateError([withCode('ECONNREFUSED')]), {}),
      'connection',
    ],
  ])('%s', (_what, error, kind) => {
    expect(transientKindOf(error)).toBe(kind);
    const answer = transientFailureOf(error);
    expect(answer?.code).toBe(ErrorCode.SERVICE_UNAVAILABLE);
    expect(answer?.retryAfterSeconds).toBeGreaterThan(0);
  });

  it.each([
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a unique violation', withCode('23505')],
    ['a syntax error', withCode('42601')],
    ['a missing file', withCode('ENOENT')],
    [
      'S3 refusing us',
      Object.assign(new Error('Access Denied'), { name: 'AccessDenied', $metadata: { httpStatusCode: 403 } }),
    ],
    ['nothing at all', undefined],
  ])('not %s', (_what, error) => {
    expect(transientFailureOf(error)).toBeUndefined();
  });
});
