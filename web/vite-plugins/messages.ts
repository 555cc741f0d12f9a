import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import type { CompiledCatalogue, Message, MessagePart, MessageText } from '../src/lib/i18n/messages';

/** The module that lists every catalogue: `catalogues[language][namespace]()` loads one. */
const INDEX_ID = 'virtual:messages';
/** One catalogue: `virtual:messages/<language>/<namespace>`. */
const CATALOGUE_ID = /^virtual:messages\/([a-z]{2})\/(\w+)$/;
/** Resolved as `\0virtual:messages/<namespace>-<language>`: the chunk is then named `home-fr-<hash>.js`. */
const RESOLVED_CATALOGUE = /^\0virtual:messages\/(\w+)-([a-z]{2})$/;

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
/** `{{name}}`, `<tag>` or `</tag>`: everything else in a string is text. */
const TOKEN = /\{\{\s*([\w.]+)\s*\}\}|<(\/?)([A-Za-z][\w-]*)>/g;
/** What i18next would read as syntax this compiler does not know (formats, nesting, self-closing tags). */
const UNSUPPORTED = /\{\{[^}]*\}\}|\$t\(|<[A-Za-z][\w-]*\s*\/>/;

/** One string as parts: text, `{{values}}` and `<tags>` (which must close in order). */
export function compileMessage(text: string, where: string): MessageText {
  const root: MessagePart[] = [];
  const open: { tag: string; children: MessagePart[] }[] = [];
  let children = root;
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const before = text.slice(last, match.index);
    if (UNSUPPORTED.test(before)) throw new Error(`${where}: unsupported syntax in "${text}"`);
    if (before) children.push(before);
    last = match.index + match[0].length;
    const [, value, closing, tag] = match;
    if (value !== undefined) children.push({ value });
    else if (!closing) {
      const element = { tag: tag!, children: [] };
      children.push(element);
      open.push(element);
      children = element.children;
    } else {
      if (open.pop()?.tag !== tag) throw new Error(`${where}: </${tag}> closes no open <${tag}> in "${text}"`);
      children = open.at(-1)?.children ?? root;
    }
  }
  if (open.length > 0) throw new Error(`${where}: <${open.at(-1)!.tag}> is never closed in "${text}"`);
  const rest = text.slice(last);
  if (UNSUPPORTED.test(rest)) throw new Error(`${where}: unsupported syntax in "${text}"`);
  if (rest) children.push(rest);
  return root.length === 1 && typeof root[0] === 'string' ? root[0] : root.length === 0 ? '' : root;
}

/**
 * A namespace's JSON (nested objects of strings) as a flat catalogue: dotted keys, and the plural
 * forms of a key (`key_one`, `key_other`, ...) gathered under `key`.
 */
export function compileCatalogue(strings: unknown, where: string): CompiledCatalogue {
  const catalogue: Record<string, Message> = {};
  const visit = (value: unknown, key: string) => {
    if (typeof value === 'string') {
      const suffix = PLURAL_SUFFIX.exec(key);
      const text = compileMessage(value, `${where} ${key}`);
      if (!suffix) {
        if (key in catalogue) throw new Error(`${where}: ${key} is both a string and plural forms`);
        catalogue[key] = text;
        return;
      }
      const base = key.slice(0, suffix.index);
      const existing = catalogue[base];
      if (existing !== undefined && (typeof existing !== 'object' || !('plural' in existing))) {
        throw new Error(`${where}: ${base} is both a string and plural forms`);
      }
      const forms = existing ?? { plural: {} };
      forms.plural[suffix[1] as Intl.LDMLPluralRule] = text;
      catalogue[base] = forms;
    } else if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [child, nested] of Object.entries(value)) visit(nested, key ? `${key}.${child}` : child);
    } else {
      throw new Error(`${where}: ${key || 'the file'} is neither a string nor an object of strings`);
    }
  };
  visit(strings, '');
  return catalogue;
}

/**
 * Compiles the web app's strings at build time: `virtual:messages` lists a loader per language and
 * namespace, each a dynamic import of `virtual:messages/<language>/<namespace>`, the compiled catalogue
 * of web/src/locales/<language>/<namespace>.json. So each namespace of each language is a chunk of its
 * own, fetched when a page in that language needs it (lib/i18n/i18n.ts).
 */
export function messages(localesDir: string): Plugin {
  const catalogueFile = (language: string, namespace: string) => path.join(localesDir, language, `${namespace}.json`);
  return {
    name: 'aibex-messages',
    enforce: 'pre',
    resolveId(id) {
      if (id === INDEX_ID) return `\0${INDEX_ID}`;
      const catalogue = CATALOGUE_ID.exec(id);
      return catalogue ? `\0${INDEX_ID}/${catalogue[2]}-${catalogue[1]}` : null;
    },
    load(id) {
      if (id === `\0${INDEX_ID}`) {
        // Read once per build (a namespace added while the dev server runs needs a restart).
        const languages = readdirSync(localesDir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
        const index: string[] = [];
        for (const { name: language } of languages) {
          const namespaces = readdirSync(path.join(localesDir, language))
            .filter((file) => file.endsWith('.json'))
            .map((file) => file.slice(0, -'.json'.length))
            .sort();
          const loaders = namespaces.map(
            (namespace) =>
              `${JSON.stringify(namespace)}: () => import(${JSON.stringify(`${INDEX_ID}/${language}/${namespace}`)})`,
          );
          index.push(`${JSON.stringify(language)}: {\n    ${loaders.join(',\n    ')}\n  }`);
        }
        return `export const catalogues = {\n  ${index.join(',\n  ')}\n};\n`;
      }
      const match = RESOLVED_CATALOGUE.exec(id);
      if (!match) return null;
      const file = catalogueFile(match[2]!, match[1]!);
      this.addWatchFile(file);
      const compiled = compileCatalogue(JSON.parse(readFileSync(file, 'utf8')), path.relative(localesDir, file));
      return `export default ${JSON.stringify(compiled)};\n`;
    },
  };
}
