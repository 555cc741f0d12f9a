import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { printAppSchema } from './emit-schema.js';

describe('schema.graphql', () => {
  it('is the schema the code builds (run `npm run schema` after changing the API)', async () => {
    const committed = await readFile(path.resolve(import.meta.dirname, '../../../schema.graphql'), 'utf8');
    expect(committed).toBe(await printAppSchema());
  });
});
