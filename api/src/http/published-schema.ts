import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Express, Request, Response } from 'express';
import type { GraphQLSchema } from 'graphql';
import { printSdl } from '../graphql/emit-schema.js';

/** Where the schema is published: beside the endpoint it describes, and answered whatever the mode. */
export const SCHEMA_PATHS = { sdl: '/graphql/schema.graphql', changelog: '/graphql/changelog' } as const;

// The same from the sources (api/src/http) and the build (api/dist/http); the image ships the file.
const CHANGELOG = path.resolve(import.meta.dirname, '../../../docs/SCHEMA-CHANGELOG.md');

function published(text: string, contentType: string) {
  const etag = `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
  return (req: Request, res: Response) => {
    res.setHeader('Content-Type', contentType);
    // The text changes only with a deploy: any cache may keep it, and asks again each time (a 304 is cheap).
    res.setHeader('Cache-Control', 'public, no-cache');
    res.setHeader('ETag', etag);
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.send(text);
  };
}

/**
 * The schema as this server runs it, in SDL (the text `npm run schema` writes to schema.graphql), and
 * the changelog of its breaking changes. Introspection is off in production; these stay on, so an
 * integrator's tools (codegen, an IDE, the graphql-http audit) can read the schema from the server.
 * The routes come before Apollo's on /graphql, which would otherwise take the GET as an operation.
 */
export function servePublishedSchema(app: Express, schema: GraphQLSchema) {
  app.get(SCHEMA_PATHS.sdl, published(printSdl(schema), 'text/plain; charset=utf-8'));
  app.get(SCHEMA_PATHS.changelog, published(readFileSync(CHANGELOG, 'utf8'), 'text/markdown; charset=utf-8'));
}
