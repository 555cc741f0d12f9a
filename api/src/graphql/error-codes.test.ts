import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { AppError, ErrorCode } from '../lib/errors.js';
import { ErrorCodeEnum, GraphQLOwnCode } from './error-codes.js';
import { formatError, PUBLIC_GRAPHQL_CODES } from './format-error.js';

const described = new Map(ErrorCodeEnum.getValues().map((value) => [value.name, value.description]));

describe('the ErrorCode enum', () => {
  it('describes every code the error formatter can give: the app’s own and those GraphQL’s pass through', () => {
    const emitted = new Set<string>([...Object.values(ErrorCode), ...PUBLIC_GRAPHQL_CODES]);
    for (const code of emitted) {
      expect(described.has(code), `${code} is not in the ErrorCode enum`).toBe(true);
      expect(described.get(code)?.length, `${code} has no description`).toBeGreaterThan(20);
    }
    expect(new Set(described.keys())).toEqual(emitted);
  });

  it('holds GraphQL’s own codes, which the formatter passes through as they come', () => {
    for (const code of Object.values(GraphQLOwnCode)) {
      const error = new GraphQLError('Syntax Error: Expected Name, found <EOF>.', { extensions: { code } });
      expect(formatError(error, error).extensions?.code).toBe(code);
    }
  });

  it('is what the formatter gives for any other code: INTERNAL_SERVER_ERROR', () => {
    const error = new GraphQLError('boom', { extensions: { code: 'SOMETHING_ELSE' } });
    expect(formatError(error, error).extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR' });
    const ours = AppError.notFound('The tool');
    expect(formatError({ message: 'x' }, ours).extensions).toEqual({ code: 'NOT_FOUND' });
  });
});
