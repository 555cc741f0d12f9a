import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { createAppPubSub } from './pubsub.js';
import { buildAppSchema } from './schema.js';

/** Prints the schema as committed in schema.graphql (sorted, so diffs show real changes). */
export async function printAppSchema(): Promise<string> {
  const schema = await buildAppSchema(createAppPubSub());
  return printSchema(lexicographicSortSchema(schema)) + '\n';
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isMain) {
  const target = path.resolve(import.meta.dirname, '../../../schema.graphql');
  await writeFile(target, await printAppSchema());
  console.log(`wrote ${path.relative(process.cwd(), target)}`);
}
