import { buildSchema, type GraphQLArgument } from 'graphql';
import { describe, expect, it } from 'vitest';
import { argumentPath } from './argument-paths.js';

const schema = buildSchema(`
  scalar JSONObject
  input PageInput { page: Int, pageSize: Int }
  input LineInput { toolId: ID!, quantity: Int! }
  input OrderInput { lines: [LineInput!]!, note: String, answers: JSONObject }
  input FilterInput { search: String }
  type Query {
    tools(filter: FilterInput, page: PageInput, search: String): Int
    order(id: ID!, input: OrderInput!): Int
    ids(ids: [ID!]!): Int
    pair(a: FilterInput, b: FilterInput): Int
  }
`);
const argsOf = (field: string): readonly GraphQLArgument[] => schema.getQueryType()!.getFields()[field]!.args;

describe('argumentPath', () => {
  it('puts the argument whose type holds the path in front of it', () => {
    expect(argumentPath('pageSize', argsOf('tools'))).toBe('page.pageSize');
    expect(argumentPath('note', argsOf('order'))).toBe('input.note');
    expect(argumentPath('lines.2.quantity', argsOf('order'))).toBe('input.lines.2.quantity');
  });

  it("reads a field named as its argument as the argument's field (page.page)", () => {
    expect(argumentPath('page', argsOf('tools'))).toBe('page.page');
  });

  it('keeps a scalar argument, a path that already starts at its argument, and an argument as a whole', () => {
    expect(argumentPath('search', argsOf('tools'))).toBe('search');
    expect(argumentPath('id', argsOf('order'))).toBe('id');
    expect(argumentPath('ids.1', argsOf('ids'))).toBe('ids.1');
    expect(argumentPath('input.lines.0.toolId', argsOf('order'))).toBe('input.lines.0.toolId');
    expect(argumentPath('input', argsOf('order'))).toBe('input');
  });

  it("names parts of the app's own scalars, and gives a path no type holds to the only argument with fields", () => {
    expect(argumentPath('answers.role', argsOf('order'))).toBe('input.answers.role');
    expect(argumentPath('dates', argsOf('order'))).toBe('input.dates');
    expect(argumentPath('lines.first', argsOf('order'))).toBe('input.lines.first');
  });

  it('leaves a path as it is when two arguments could hold it', () => {
    expect(argumentPath('search', argsOf('pair'))).toBe('search');
    expect(argumentPath('sortBy', argsOf('tools'))).toBe('sortBy');
  });
});
