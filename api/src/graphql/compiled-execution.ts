import type { ApolloServerOptionsWithGateway } from '@apollo/server';
import {
  GraphQLError,
  execute,
  printSchema,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';

type Gateway = ApolloServerOptionsWithGateway<object>['gateway'];
type Executor = NonNullable<Awaited<ReturnType<Gateway['load']>>['executor']>;

/**
 * How many operations are remembered, compiled or not (the least recently used goes first). A compiled
 * one is a function of some kilobytes: Apollo's document store bounds its documents by their size, not
 * by the code compiled from them, so this bound keeps a stream of distinct operations from filling
 * memory. The web app sends about 170 distinct operations.
 */
const MAX_OPERATIONS = 500;

/**
 * How many characters of operation text are remembered in all (they are the keys): the least recently
 * used operations go first past it. The web app's operations come to about 100,000.
 */
const MAX_SOURCE_CHARS = 2_000_000;

/**
 * Queries Apollo has parsed, validated (with every rule and limit) and run compiled, by their text and
 * the operation name the caller sent: the warm path (http/graphql-handler.ts) runs such a request's
 * compiled function without Apollo's pipeline, and hands the outcome over when it has errors, so that
 * Apollo answers them as it answers any error.
 */
export interface WarmOperations {
  /** The compiled query for this text and operation name, when Apollo has run it compiled. */
  find(source: string, operationName: string | null | undefined): CompiledQuery | undefined;
  /** Apollo's run of the request whose context this is takes this outcome instead of executing again. */
  handOver(context: object, outcome: Promise<ExecutionResult>): void;
}

/** Where an outcome handed over to Apollo waits on the request's context. */
const HANDED_OVER = Symbol('outcome handed over by the warm path');

/**
 * Apollo's pipeline (parsing, validation, armor limits, error formatting) with each operation run by
 * a compiled function instead of graphql-js's interpreter: graphql-jit turns an operation into
 * JavaScript once, with its selection sets unrolled, its leaves serialized in place and no resolver
 * lookup per field. A viewer's list of 25 bookings (about 1,100 field values) went from 290 to 350
 * requests/s on Postgres with it, measured in the same minutes on the same machine.
 *
 * Apollo takes a custom executor only through its gateway interface: this one serves the app's own
 * schema. An operation's first run is interpreted; it is compiled when it comes again, and kept.
 *
 * A request that fails before execution (a variable of the wrong type) is answered by graphql-js, so
 * its errors have the exact shape Apollo recognises as the caller's mistake (400, BAD_USER_INPUT).
 */
export function compiledExecution(
  schema: GraphQLSchema,
  { maxOperations = MAX_OPERATIONS, maxSourceChars = MAX_SOURCE_CHARS } = {},
): { gateway: Gateway; warm: WarmOperations } {
  /**
   * Per operation (its text and the operation name the caller sent): its compiled function, 'seen'
   * after one interpreted run, or 'interpreted' for good when graphql-jit cannot compile it; and
   * whether it is a query (the warm path runs nothing else).
   */
  const operations = new Map<string, { run: CompiledQuery | 'seen' | 'interpreted'; query: boolean }>();
  let sourceChars = 0;
  const keyOf = (source: string, operationName: string | null | undefined) => `${source}\u0000${operationName ?? ''}`;
  const forget = (key: string) => {
    if (operations.delete(key)) sourceChars -= key.length;
  };
  const remember = (key: string, entry: { run: CompiledQuery | 'seen' | 'interpreted'; query: boolean }) => {
    forget(key);
    operations.set(key, entry);
    sourceChars += key.length;
    while (operations.size > maxOperations || (sourceChars > maxSourceChars && operations.size > 1)) {
      forget(operations.keys().next().value!);
    }
  };

  /**
   * The compiled operation once it has run before: compiling costs more than one interpreted run, so
   * an operation sent once (or a stream of distinct ones, as a prober sends) never pays for it.
   */
  const compiledFor = (key: string, document: DocumentNode, operation: OperationDefinitionNode) => {
    let run = operations.get(key)?.run;
    if (run === undefined) {
      run = 'seen';
    } else if (run === 'seen') {
      const result = compileQuery(schema, document, operation.name?.value, {
        // Errors reach the caller as code and message only (formatError): no stack to capture.
        disablingCapturingStackErrors: true,
      });
      run = isCompiledQuery(result) ? result : 'interpreted';
    }
    remember(key, { run, query: operation.operation === 'query' });
    return typeof run === 'string' ? undefined : run;
  };

  const executor: Executor = async ({ document, operation, source, operationName, request, context }) => {
    // Run over HTTP, a subscription's resolver has no event to answer with: the caller is told where it runs.
    if (operation.operation === 'subscription') return { errors: [subscriptionOverHttp()] };
    const args = {
      schema,
      document,
      contextValue: context,
      variableValues: request.variables,
      operationName,
    };
    const handedOver = (context as { [HANDED_OVER]?: { outcome?: Promise<ExecutionResult> } })[HANDED_OVER];
    const ready = handedOver?.outcome;
    if (handedOver) handedOver.outcome = undefined; // taken once
    let result: ExecutionResult;
    if (ready) {
      result = await ready;
    } else {
      // Apollo has the text of every operation it runs (sent, or found by its persisted query hash).
      const query =
        source === undefined ? undefined : compiledFor(keyOf(source, request.operationName), document, operation);
      if (!query) return execute(args);
      result = await query.query(undefined, context, request.variables);
    }
    if (!result.errors?.length) return result;
    if (result.data === undefined) return execute(args);
    return { ...result, errors: result.errors.map(asGraphQLError) };
  };

  return {
    gateway: {
      async load() {
        return { executor };
      },
      onSchemaLoadOrUpdate(callback) {
        callback({ apiSchema: schema, coreSupergraphSdl: printSchema(schema) });
        return () => {};
      },
      async stop() {},
    },
    warm: {
      find(source, operationName) {
        const key = keyOf(source, operationName);
        const entry = operations.get(key);
        if (!entry?.query || typeof entry.run === 'string') return undefined;
        // Used now: the last to be forgotten.
        operations.delete(key);
        operations.set(key, entry);
        return entry.run;
      },
      handOver(context, outcome) {
        // On the context itself: Apollo gives the executor a shallow copy of it, which shares this holder.
        Object.defineProperty(context, HANDED_OVER, { value: { outcome }, enumerable: true, configurable: true });
      },
    },
  };
}

/** A new error each time: Apollo may add to an error's extensions as it answers. */
const subscriptionOverHttp = () =>
  new GraphQLError('Subscriptions run over WebSocket: connect to /graphql with the graphql-transport-ws protocol', {
    extensions: { code: 'BAD_REQUEST' },
  });

/**
 * graphql-jit's errors lack the `extensions` object graphql-js always sets, and Apollo reads its code
 * from it: each becomes graphql-js's own error with the same message, locations, path and cause (whose
 * extensions it takes, as graphql-js does).
 */
function asGraphQLError(error: GraphQLError): GraphQLError {
  if (error.constructor === GraphQLError) return error;
  const rebuilt = new GraphQLError(error.message, {
    path: error.path,
    originalError: error.originalError ?? undefined,
    extensions: error.extensions ?? {},
  });
  // graphql-js takes locations from AST nodes only; graphql-jit computed them when it compiled.
  Object.defineProperty(rebuilt, 'locations', { value: error.locations, enumerable: error.locations !== undefined });
  return rebuilt;
}
