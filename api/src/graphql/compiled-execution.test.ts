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
  type Mutation { touch: Int! }
`);
const rootless = {
  hello: (args: { name: string }) => `hello ${args.name}`,
  broken: () => {
    throw Object.assign(new Error('nope'), { extensions: { code: 'NOT_FOUND' } });
  },
  fine: () => 1,
  touch: () => 2,
};
// buildSchema has no resolvers: each field of Query and Mutation answers as above and notes its call.
for (const [name, field] of Object.entries({
  ...schema.getQueryType()!.getFields(),
  ...schema.getMutationType()!.getFields(),
})) {
  field.resolve = (_root, args, context: { calls: string[] }) => {
    context.calls.push(name);
    return (rootless as Record<string, (a: never) => unknown>)[name]!(args as never);
  };
}

async function executionOf(options: { maxOperations?: number; maxSourceChars?: number } = {}) {
  const { gateway, warm } = compiledExecution(schema, options);
  const { executor } = await gateway.load({ apollo: {} });
  const run = (
    query: string,
    variables: Record<string, unknown> = {},
    document: DocumentNode = parse(query),
    context: { calls: string[] } = { calls: [] },
  ) =>
    executor!({
      document,
      operation: document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION),
      source: query,
      queryHash: 'unused',
      operationName: null,
      request: { query, variables },
      // Apollo runs an operation with a shallow copy of the request's context.
      context: Object.assign(Object.create(Object.getPrototypeOf(context)), context),
    } as never);
  return { run, warm };
}

async function executorOf(maxOperations?: number) {
  return (await executionOf(maxOperations ? { maxOperations } : {})).run;
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

describe('warm operations', () => {
  it('finds a query once Apollo has run it compiled, by its text and the operation name sent', async () => {
    const { run, warm } = await executionOf();
    const query = 'query Hi($n: String!) { hello(name: $n) }';
    expect(warm.find(query, undefined)).toBeUndefined();
    await run(query, { n: 'Ada' });
    expect(warm.find(query, undefined)).toBeUndefined(); // interpreted so far
    await run(query, { n: 'Ada' });
    const compiled = warm.find(query, undefined)!;
    expect(await compiled.query(undefined, { calls: [] }, { n: 'Bo' })).toEqual({ data: { hello: 'hello Bo' } });
    expect(warm.find(query, null)).toBe(compiled);
    // Another name sent, another text: not the operation Apollo ran.
    expect(warm.find(query, 'Hi')).toBeUndefined();
    expect(warm.find(`${query} `, undefined)).toBeUndefined();
  });

  it('never finds a mutation', async () => {
    const { run, warm } = await executionOf();
    await run('mutation { touch }');
    await run('mutation { touch }');
    expect(warm.find('mutation { touch }', undefined)).toBeUndefined();
  });

  it('gives Apollo the outcome handed over for a context instead of running the operation again', async () => {
    const { run, warm } = await executionOf();
    const query = '{ fine broken }';
    await run(query);
    await run(query);
    const context = { calls: [] as string[] };
    const outcome = Promise.resolve(warm.find(query, undefined)!.query(undefined, context, {}));
    warm.handOver(context, outcome as never);
    const answer = await run(query, {}, parse(query), context);
    expect(context.calls).toEqual(['fine', 'broken']); // once, by the warm path
    // Errors as Apollo's own run gives them: graphql-js errors with their extensions.
    expect(answer.errors![0]!.constructor).toBe(GraphQLError);
    expect(answer.errors![0]!.extensions).toEqual({ code: 'NOT_FOUND' });
    // Taken once: the next run of the same context executes.
    await run(query, {}, parse(query), context);
    expect(context.calls).toEqual(['fine', 'broken', 'fine', 'broken']);
  });

  it("hands over a variable's wrong type to graphql-js, as a run of its own would be", async () => {
    const { run, warm } = await executionOf();
    const query = 'query($n: String!) { hello(name: $n) }';
    await run(query, { n: 'Ada' });
    await run(query, { n: 'Ada' });
    const context = { calls: [] as string[] };
    warm.handOver(context, Promise.resolve(warm.find(query, undefined)!.query(undefined, context, { n: 7 })) as never);
    const answer = await run(query, { n: 7 }, parse(query), context);
    expect(answer.errors?.[0]?.message).toMatch(/^Variable "\$n" got invalid value 7/);
    expect(answer.errors?.[0]?.constructor).toBe(GraphQLError);
  });

  it('forgets the least recently found or run past the bound on characters', async () => {
    const a = '{ a: fine }';
    const b = '{ b: fine }';
    const c = '{ c: fine }';
    // Room for two operations (text and separator).
    const { run, warm } = await executionOf({ maxSourceChars: 2 * (a.length + 1) });
    for (const query of [a, a, b, b]) await run(query);
    expect(warm.find(a, undefined)).toBeDefined(); // a is now the most recent
    await run(c);
    expect(warm.find(b, undefined)).toBeUndefined();
    expect(warm.find(a, undefined)).toBeDefined();
  });
});
