import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Codegen's `graphql()` (web/src/gql/gql.ts) looks each document up in a map of every document of the
 * app, so any page that calls it downloads all of them (about 70 KB gzip, in one chunk even when each
 * is imported by name, since a module is not split between chunks). This plugin does at build time what
 * that lookup does at run time: each `graphql(`...`)` is replaced by its document (the JSON that
 * gql/graphql.ts holds for it), so a chunk carries only the documents its own code uses. gql.ts gives
 * the exact text -> document pairs; a call whose text is not there is left alone (it then behaves as it
 * would have, with codegen out of date).
 */
export function graphqlDocuments(gqlDir: string): Plugin {
  let byText: Map<string, string> | undefined;
  const documents = () => {
    if (byText) return byText;
    const map = readFileSync(path.join(gqlDir, 'gql.ts'), 'utf8');
    const asts = new Map<string, string>();
    const generated = readFileSync(path.join(gqlDir, 'graphql.ts'), 'utf8');
    for (const [, name, json] of generated.matchAll(
      /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm,
    )) {
      asts.set(name!, json!);
    }
    byText = new Map();
    for (const [, text, name] of map
      .slice(map.indexOf('const documents'))
      .matchAll(/^\s*("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm)) {
      const json = asts.get(name!);
      if (json) byText.set(JSON.parse(text!) as string, json);
    }
    return byText;
  };

  return {
    name: 'aibex-graphql-documents',
    enforce: 'pre',
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.startsWith(gqlDir) || !code.includes('graphql(`')) return null;
      let changed = false;
      const replaced = code.replace(/\bgraphql\(\s*`((?:[^`$]|\$(?!\{))*)`\s*\)/g, (call, text: string) => {
        const json = documents().get(text);
        if (!json) return call;
        changed = true;
        // One line: the lines after it keep their numbers.
        return `(${json})`;
      });
      return changed ? { code: replaced, map: null } : null;
    },
  };
}
