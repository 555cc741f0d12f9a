import {
  getNullableType,
  isInputObjectType,
  isLeafType,
  isListType,
  isObjectType,
  isScalarType,
  isSpecifiedScalarType,
  type GraphQLArgument,
  type GraphQLFieldResolver,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { isAppError, type FieldError } from '../lib/errors.js';
import { refuseNulText } from '../lib/nul-text.js';

/*
 * The services name an invalid field as the REST body spells it (`price`, `items.2.quantity`,
 * `pageSize`), since REST and GraphQL share them. Over GraphQL the same field sits inside an argument,
 * so a field error names it from the argument (`input.price`, `input.items.2.quantity`,
 * `page.pageSize`); a scalar argument is its own path (`id`, `search`). The schema's argument types say
 * which argument a service's path belongs to: this is the one place that knows.
 */

/** True when `segments` lead somewhere inside `type`: input fields by name, list items by number. */
function fitsInside(type: GraphQLInputType, segments: readonly string[]): boolean {
  let current: GraphQLInputType = getNullableType(type);
  for (const segment of segments) {
    if (isListType(current)) {
      if (!/^\d+$/.test(segment)) return false;
      current = getNullableType(current.ofType);
    } else if (isInputObjectType(current)) {
      const field = current.getFields()[segment];
      if (!field) return false;
      current = getNullableType(field.type);
    } else {
      // Only a JSON-like scalar of the app's own has parts of its own to name.
      return isScalarType(current) && !isSpecifiedScalarType(current);
    }
  }
  return true;
}

const isLeafArgument = (arg: GraphQLArgument) => {
  let type = getNullableType(arg.type);
  while (isListType(type)) type = getNullableType(type.ofType);
  return isLeafType(type);
};

/**
 * The path of a service's field error as seen from the GraphQL field's arguments:
 * 1. a scalar argument's name, or a path already inside the argument it starts with, stays;
 * 2. a path that fits inside exactly one argument's type gets that argument's name in front;
 * 3. another path naming an argument stays (the argument as a whole: `input`);
 * 4. any other path belongs to the only argument that has fields, when there is one.
 */
export function argumentPath(path: string, args: readonly GraphQLArgument[]): string {
  const segments = path.split('.');
  const [first = '', ...rest] = segments;
  const named = args.find((arg) => arg.name === first);
  if (named && (isLeafArgument(named) || (rest.length > 0 && fitsInside(named.type, rest)))) return path;
  const fitting = args.filter((arg) => !isLeafArgument(arg) && fitsInside(arg.type, segments));
  if (fitting.length === 1) return `${fitting[0]!.name}.${path}`;
  if (named) return path;
  const withFields = args.filter((arg) => !isLeafArgument(arg));
  return withFields.length === 1 ? `${withFields[0]!.name}.${path}` : path;
}

/** The error with its field paths named from the arguments; any other error as it is. */
function withArgumentPaths(error: unknown, args: readonly GraphQLArgument[]): unknown {
  if (!isAppError(error) || !error.fields.length) return error;
  const fields: FieldError[] = error.fields.map((field) => ({ ...field, path: argumentPath(field.path, args) }));
  return error.withFields(fields);
}

function naming<TArgs>(
  resolve: GraphQLFieldResolver<unknown, unknown, TArgs>,
  args: readonly GraphQLArgument[],
): GraphQLFieldResolver<unknown, unknown, TArgs> {
  return (source, values, context, info) => {
    try {
      // Text no database column can store is refused here, where the argument's path is known.
      refuseNulText(values);
      const result: unknown = resolve(source, values, context, info);
      return result instanceof Promise
        ? result.catch((error: unknown) => {
            throw withArgumentPaths(error, args);
          })
        : result;
    } catch (error) {
      throw withArgumentPaths(error, args);
    }
  };
}

/**
 * Makes every field with arguments name its field errors from its arguments (see argumentPath), and
 * refuse text holding a NUL character naming the argument's path (lib/nul-text.ts). Fields without
 * arguments are left alone: nothing a caller sent is theirs to name.
 */
export function nameFieldErrorsFromArguments(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      if (!field.args.length) continue;
      if (field.resolve) field.resolve = naming(field.resolve, field.args);
      if (field.subscribe) field.subscribe = naming(field.subscribe, field.args);
    }
  }
  return schema;
}
