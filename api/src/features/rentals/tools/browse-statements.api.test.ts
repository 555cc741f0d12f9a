import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTool } from '../../../test/factories.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';

// Statement names are the Postgres server's: PGlite runs every statement unnamed.
describe.runIf(process.env.TEST_DB === 'postgres')('the browse statements on Postgres', () => {
  let app: TestApp;
  /** The names of the statements the browse sent, as the driver got them. */
  let sent: (string | undefined)[] = [];
  beforeAll(async () => {
    app = await startTestApp();
    await buildTool(app.database.db, { name: 'Orbital sander' });
    if (app.database.kind !== 'postgres') throw new Error('runs on Postgres');
    const pool = app.database.pool;
    const query = pool.query.bind(pool) as (config: unknown, values?: unknown) => Promise<pg.QueryResult>;
    pool.query = ((config: unknown, values?: unknown) => {
      const text = (config as { text?: string }).text;
      if (text?.includes('from "tools"')) sent.push((config as { name?: string }).name);
      return query(config, values);
    }) as typeof pool.query;
  });
  afterAll(() => app?.close());

  const browse = async (filter: string) => {
    sent = [];
    const res = await app.client().gql(`{ tools${filter} { total items { name } } }`);
    expect(res.errors).toBeUndefined();
    return { names: sent, total: (res.data as { tools: { total: number } }).tools.total };
  };

  it('names the unfiltered ones, planned once per connection', async () => {
    const { names, total } = await browse('');
    expect(total).toBe(1);
    expect(names).toHaveLength(2);
    for (const name of names) expect(name).toMatch(/^tools_browse_(page|count)_000000000_createdAt_desc$/);
  });

  it('sends a filtered one unnamed, so no caller can fill the server with plans', async () => {
    for (const filter of ['(filter: { search: "sander" })', '(filter: { city: "Ikeja", minPrice: "1" })']) {
      const { names, total } = await browse(filter);
      expect(total).toBe(1);
      expect(names).toEqual(['', '']);
    }
  });
});
