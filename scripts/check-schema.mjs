// Fails when schema.graphql is not what the API code builds (part of `npm run check`).
import { ROOT, bin, run } from './lib.mjs';

const code = await run(bin('vitest'), ['run', '--project', 'unit', 'api/src/graphql/schema.test.ts'], { cwd: ROOT });
if (code !== 0) console.error('schema.graphql is stale: run `npm run schema` and commit it.');
process.exit(code);
