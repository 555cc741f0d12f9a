// The schema is published in production, where introspection is off: its SDL (the text of
// schema.graphql at the root of the repository) and the changelog of its breaking changes.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ NODE_ENV: 'production' });
});
afterAll(() => app?.close());

describe('the published schema, in production', () => {
  it('is not introspectable (so the published SDL is what integrators read)', async () => {
    const res = await app.client().gql('{ __schema { queryType { name } } }');
    expect(res.errors?.[0]?.message).toMatch(/introspection/i);
  });

  it('serves the SDL the server runs, as committed in schema.graphql, with an ETag that answers 304', async () => {
    const res = await fetch(`${app.url}/graphql/schema.graphql`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, no-cache');
    const text = await res.text();
    expect(text).toBe(await readFile(path.join(ROOT, 'schema.graphql'), 'utf8'));
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    // fetch adds "Cache-Control: no-cache" to a conditional request unless told otherwise, as browsers do.
    const again = await fetch(`${app.url}/graphql/schema.graphql`, {
      headers: { 'if-none-match': etag!, 'cache-control': 'max-age=0' },
    });
    expect(again.status).toBe(304);
  });

  it('serves the changelog of breaking changes', async () => {
    const res = await fetch(`${app.url}/graphql/changelog`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(await res.text()).toBe(await readFile(path.join(ROOT, 'docs/SCHEMA-CHANGELOG.md'), 'utf8'));
  });
});
