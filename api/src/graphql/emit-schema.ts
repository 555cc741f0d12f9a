import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { lexicographicSortSchema, printSchema, type GraphQLSchema } from 'graphql';
import { createAppPubSub } from './pubsub.js';
import { buildAppSchema } from './schema.js';

/** A schema in SDL as committed in schema.graphql (sorted, so diffs show real changes). */
export function printSdl(schema: GraphQLSchema): string {
  return printSchema(lexicographicSortSchema(schema)) + '\n';
}

/** Prints the app's schema as committed in schema.graphql. */
export async function printAppSchema(): Promise<string> {
  return printSdl(await buildAppSchema(createAppPubSub()));
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isMain) {
  const target = path.resolve(import.meta.dirname, '../../../schema.graphql');
  await writeFile(target, await printAppSchema());
  console.log(`wrote ${path.relative(process.cwd(), target)}`);
}
