import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app.js';

/*
 * A running instance whose database another release migrates (a rolling upgrade): it must say it is not
 * ready and stop taking work, rather than fail request after request on columns it does not know.
 */

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

describe('a running instance when a newer release migrates its database', () => {
  it('reports not ready at the next probe and answers requests 503 SERVICE_UNAVAILABLE', async () => {
    expect((await fetch(app.url + '/health')).status).toBe(200);
    await app.database.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at)
            select 'a-migration-of-a-newer-release', max(created_at) + 86400000 from drizzle.__drizzle_migrations`,
    );

    const health = await fetch(app.url + '/health');
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: 'degraded', schema: 'newer' });
    expect((await fetch(app.url + '/health/ready')).status).toBe(503);

    const graphql = await fetch(app.url + '/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ site { expoName } }' }),
    });
    expect(graphql.status).toBe(503);
    expect(graphql.headers.get('retry-after')).toBe('30');
    expect(await graphql.json()).toMatchObject({ errors: [{ extensions: { code: 'SERVICE_UNAVAILABLE' } }] });

    const rest = await fetch(app.url + '/api/all-rental-categories');
    expect(rest.status).toBe(503);
    expect(await rest.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
  });
});
