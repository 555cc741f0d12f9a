import {
  BREAK,
  GraphQLError,
  Kind,
  parse,
  visit,
  type ASTNode,
  type DocumentNode,
  type Source,
  type ValueNode,
} from 'graphql';
import type { FieldError } from '../lib/errors.js';

/*
 * graphql-js refuses a value that does not fit its type before any resolver runs: a variable's value
 * when the operation starts (`Variable "$input" got invalid value "x" at "input.items[2].quantity"; …`),
 * a value written in the document while it is validated. Its errors name the place in their wording
 * only; these turn it into the `{ path, msg }` field error our own input errors carry. A variable's
 * path starts with the variable's name (`input.price` for `$input`), a written value's with its argument's.
 */

const NAME = '[_A-Za-z][_0-9A-Za-z]*';

/** `input.items[2].quantity` (graphql-js's printPathArray) as `input.items.2.quantity`. */
const dotted = (path: string) => path.replace(/\[(\d+)\]/g, '.$1');

/** The field a message is about when it names one inside the value: missing, unknown or null. */
function fieldNamedBy(message: string): string | undefined {
  const field = new RegExp(
    `^Field "(?:${NAME}\\.)?(${NAME})" (?:of required type|is not defined by type|must be non-null)`,
  );
  return field.exec(message)?.[1];
}

const withField = (path: string, message: string) => {
  const field = fieldNamedBy(message);
  return field ? `${path}.${field}` : path;
};

/** The field error of a variable's value that does not fit the variable's type; undefined for others. */
export function variableFieldError(error: GraphQLError): FieldError | undefined {
  const node = error.nodes?.length === 1 ? error.nodes[0] : undefined;
  if (node?.kind !== Kind.VARIABLE_DEFINITION) return undefined;
  const name = node.variable.name.value;
  const { message } = error;
  if (!message.startsWith(`Variable "$${name}" `)) return undefined;
  const invalid = `Variable "$${name}" got invalid value `;
  // Missing, or null where it may not be: the variable as a whole.
  if (!message.startsWith(invalid)) return { path: name, msg: message };
  const at = new RegExp(` at "(${name}(?:\\.${NAME}|\\[\\d+\\])*)"$`);
  // graphql-js keeps the reason (what is wrong at the path) as the original error; the value printed
  // before it is the caller's, so the path is read from the end of what precedes the reason.
  const reason = error.originalError instanceof GraphQLError ? error.originalError.message : undefined;
  if (reason !== undefined && message.endsWith(`; ${reason}`)) {
    const place = at.exec(message.slice(0, message.length - reason.length - 2))?.[1];
    return { path: withField(dotted(place ?? name), reason), msg: reason };
  }
  // Without the original error (a copy of the error), the first place named, outside any printed text.
  const found = new RegExp(` at "(${name}(?:\\.${NAME}|\\[\\d+\\])*)"; `).exec(message);
  if (found) {
    const rest = message.slice(found.index + found[0].length);
    return { path: withField(dotted(found[1]!), rest), msg: rest };
  }
  return { path: name, msg: message };
}

const sameNode = (a: ASTNode, b: ASTNode) => a.kind === b.kind && a.loc?.start === b.loc?.start;

/** The path to `target` inside a written value, from `path` (the argument's name), if it is there. */
function pathWithin(value: ValueNode, target: ASTNode, path: string[]): string[] | undefined {
  if (sameNode(value, target)) return path;
  if (value.kind === Kind.OBJECT) {
    for (const field of value.fields) {
      const inner = [...path, field.name.value];
      if (sameNode(field, target)) return inner;
      const found = pathWithin(field.value, target, inner);
      if (found) return found;
    }
  }
  if (value.kind === Kind.LIST) {
    for (const [index, item] of value.values.entries()) {
      const found = pathWithin(item, target, [...path, String(index)]);
      if (found) return found;
    }
  }
  return undefined;
}

/** The document again, with the nodes' parents to walk: once per document however many errors it has. */
const documents = new WeakMap<Source, DocumentNode | null>();
function documentOf(source: Source): DocumentNode | null {
  if (!documents.has(source)) {
    try {
      documents.set(source, parse(source));
    } catch {
      documents.set(source, null);
    }
  }
  return documents.get(source) ?? null;
}

/**
 * The field error of an argument written in the document that validation refused: a value of the
 * wrong type or outside its enum, an input field missing or unknown, a required argument left out.
 * Undefined for others.
 */
export function argumentFieldError(error: GraphQLError): FieldError | undefined {
  const missingArgument = new RegExp(
    `^Field "${NAME}" argument "(${NAME})" of type "[^"]+" is required, but it was not provided\\.$`,
  ).exec(error.message);
  if (missingArgument) return { path: missingArgument[1]!, msg: error.message };
  const target = error.nodes?.length === 1 ? error.nodes[0] : undefined;
  const source = error.source;
  if (
    !target?.loc ||
    !source ||
    !/^(Expected value of type|Field "|[A-Z]\w* cannot represent|Value "[^"]*" does not exist in ")/.test(error.message)
  ) {
    return undefined;
  }
  const document = documentOf(source);
  if (!document) return undefined;
  let path: string[] | undefined;
  visit(document, {
    Argument(node) {
      path = pathWithin(node.value, target, [node.name.value]);
      return path ? BREAK : false;
    },
  });
  if (!path) return undefined;
  // An unknown field is reported at that field itself; a missing one at the object that lacks it.
  const joined = path.join('.');
  return { path: target.kind === Kind.OBJECT_FIELD ? joined : withField(joined, error.message), msg: error.message };
}
