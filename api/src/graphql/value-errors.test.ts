import {
  buildSchema,
  getVariableValues,
  parse,
  validate,
  type GraphQLError,
  type OperationDefinitionNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { argumentFieldError, variableFieldError } from './value-errors.js';

const schema = buildSchema(`
  enum Colour { RED, BLUE }
  input ItemInput { name: String!, quantity: Int!, colour: Colour }
  input OrderInput { items: [ItemInput!]!, note: String }
  type Query { order(id: ID!, input: OrderInput): Int }
`);

/** graphql-js's own errors for these variables of `$input: OrderInput`. */
function variableErrors(input: unknown): readonly GraphQLError[] {
  const document = parse('query($input: OrderInput) { order(id: "1", input: $input) }');
  const operation = document.definitions[0] as OperationDefinitionNode;
  const result = getVariableValues(schema, operation.variableDefinitions ?? [], { input });
  return 'errors' in result ? (result.errors ?? []) : [];
}

describe("a variable's value that does not fit", () => {
  it('is named by its path inside the variable, items by number', () => {
    const errors = variableErrors({
      items: [{ name: 'a', quantity: 1 }, { name: 'b', quantity: 'x', colour: 'GREEN' }, { quantity: 2 }],
      extra: 1,
    });
    expect(errors.map(variableFieldError)).toEqual([
      { path: 'input.items.1.quantity', msg: 'Int cannot represent non-integer value: "x"' },
      { path: 'input.items.1.colour', msg: expect.stringMatching(/^Value "GREEN" does not exist in "Colour" enum/) },
      { path: 'input.items.2.name', msg: 'Field "name" of required type "String!" was not provided.' },
      { path: 'input.extra', msg: 'Field "extra" is not defined by type "OrderInput".' },
    ]);
  });

  it('is not misled by text of the value that reads like a path', () => {
    const [error] = variableErrors({ items: [{ name: 'x at "input.note"; y', quantity: 'at "input.note"; ' }] });
    expect(variableFieldError(error!)).toMatchObject({ path: 'input.items.0.quantity' });
  });

  it('reads the path from the message when the original error is gone (a copy of the error)', () => {
    const [error] = variableErrors({ items: [{ name: 'a', quantity: 'x' }] });
    const copy = { ...error!, nodes: error!.nodes, message: error!.message, originalError: undefined } as GraphQLError;
    expect(variableFieldError(copy)).toEqual({
      path: 'input.items.0.quantity',
      msg: 'Int cannot represent non-integer value: "x"',
    });
  });

  it('is refused as a whole when it is not an object', () => {
    expect(variableErrors('everything').map(variableFieldError)).toEqual([
      { path: 'input', msg: 'Expected type "OrderInput" to be an object.' },
    ]);
  });
});

describe('a value written in the document that does not fit', () => {
  const fieldsOf = (source: string) => validate(schema, parse(source)).map(argumentFieldError);

  it('is named from its argument', () => {
    expect(
      fieldsOf('{ order(id: "1", input: { items: [{ name: "a", quantity: 1 }, { name: "b", quantity: "x" }] }) }'),
    ).toEqual([
      { path: 'input.items.1.quantity', msg: expect.stringContaining('Int cannot represent non-integer value') },
    ]);
    expect(fieldsOf('{ order(id: "1", input: { items: [{ quantity: 1 }], other: 2 }) }')).toEqual([
      { path: 'input.items.0.name', msg: expect.stringContaining('Field "ItemInput.name" of required type') },
      { path: 'input.other', msg: expect.stringContaining('Field "other" is not defined by type "OrderInput"') },
    ]);
    expect(fieldsOf('{ order(input: { items: [] }) }')).toEqual([
      { path: 'id', msg: 'Field "order" argument "id" of type "ID!" is required, but it was not provided.' },
    ]);
  });

  it('is not a field error when the document is wrong otherwise', () => {
    expect(fieldsOf('{ order(id: "1") nothing }')).toEqual([undefined]);
  });
});
