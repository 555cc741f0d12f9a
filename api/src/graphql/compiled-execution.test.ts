import { GraphQLError, Kind, buildSchema, parse, type DocumentNode } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { compiledExecution } from './compiled-execution.js';

const compiles = vi.hoisted(() => ({ count: 0 }));
vi.mock('graphql-jit', async (original) => {
  const jit = await original<typeof import('graphql-jit')>();
  return {
    ...jit,
    compileQuery: (...args: Parameters<typeof jit.compileQuery>) => {
      compiles.count += 1;
      return jit.compileQuery(...args);
    },
  };
});

const schema = buildSchema(`
  type Query { hello(name: String!): String! broken: String fine: Int! }
`);
const rootless = {
  hello: (args: { name: string }) => `hello ${args.name}`,
  broken: () => {
    throw Object.assign(new Error('nope'), { extensions: { code: 'NOT_FOUND' } });
  },
  fine: () => 1,
};
// buildSchema has no resolvers: each field of Query reads its root value, given through the context.
for (const [name, field] of Object.entries(schema.getQueryType()!.getFields())) {
  field.resolve = (_root, args, context: { calls: string[] }) => {
    context.calls.push(name);
    return (rootless as Record<string, (a: never) => unknown>)[name]!(args as never);
  };
}

async function executorOf(maxOperations?: number) {
  const gateway = compiledExecution(schema, maxOperations ? { maxOperations } : {});
  const { executor } = await gateway.load({ apollo: {} });
  return (query: string, variables: Record<string, unknown> = {}, document: DocumentNode = parse(query)) =>
    executor!({
      document,
      operation: document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION),
      queryHash: query,
      operationName: null,
      request: { variables },
      context: { calls: [] },
    } as never);
}

describe('compiledExecution', () => {
  it('answers alike interpreted (first run) and compiled (later runs)', async () => {
    const run = await executorOf();
    const query = 'query($n: String!) { hello(name: $n) fine }';
    const answers = [await run(query, { n: 'Ada' }), await run(query, { n: 'Ada' }), await run(query, { n: 'Bo' })];
    expect(answers).toEqual([
      { data: { hello: 'hello Ada', fine: 1 } },
      { data: { hello: 'hello Ada', fine: 1 } },
      { data: { hello: 'hello Bo', fine: 1 } },
    ]);
  });

  it("keeps a resolver's error as a graphql-js error with its cause, path and extensions", async () => {
    const run = await executorOf();
    const query = '{ fine broken }';
    const interpreted = await run(query);
    const compiled = await run(query);
    expect(compiled.data).toEqual({ fine: 1, broken: null });
    expect(compiled.data).toEqual(interpreted.data);
    const [error] = compiled.errors!;
    expect(error!.constructor).toBe(GraphQLError);
    expect(error!.path).toEqual(['broken']);
    expect(error!.extensions).toEqual({ code: 'NOT_FOUND' });
    expect((error!.originalError as Error).message).toBe('nope');
    expect(error!.toJSON()).toEqual((interpreted.errors![0] as GraphQLError).toJSON());
  });

  it('answers a variable of the wrong type as graphql-js does, compiled or not', async () => {
    const run = await executorOf();
    const query = 'query($n: String!) { hello(name: $n) }';
    await run(query, { n: 'Ada' });
    await run(query, { n: 'Ada' });
    const wrong = await run(query, { n: 7 });
    expect(wrong.data).toBeUndefined();
    expect(wrong.errors?.[0]?.message).toMatch(/^Variable "\$n" got invalid value 7/);
  });

  it('compiles an operation on its second run, once, and forgets the least recently used past the bound', async () => {
    const run = await executorOf(2);
    const before = compiles.count;
    const twice = async (query: string) => {
      await run(query);
      await run(query);
    };
    await twice('{ fine }');
    expect(compiles.count - before).toBe(1);
    await run('{ fine }');
    expect(compiles.count - before).toBe(1);
    // Two more operations push the first one out: it is interpreted, then compiled, again.
    await twice('{ a: fine }');
    await twice('{ b: fine }');
    expect(compiles.count - before).toBe(3);
    await twice('{ fine }');
    expect(compiles.count - before).toBe(4);
  });
});
