import { expect } from 'vitest';
import type { HttpClient, TestApp } from './test-app.js';

/**
 * Reading a connection in tests: a whole list forwards (first/after) or backwards (last/before), and
 * the check every connection owes its page field, that both ways give the page's items in every order.
 */

export interface ConnectionWindow {
  edges: { cursor: string; node: { id: string } }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount: number;
}

type GqlAnswer<Window> = Awaited<ReturnType<HttpClient['gql']>> & { data?: Record<string, Window> | null };

const declare = (args: Record<string, string>) =>
  Object.entries(args)
    .map(([name, type]) => `$${name}: ${type}`)
    .join(', ');
const pass = (args: Record<string, string>) =>
  Object.keys(args)
    .map((name) => `${name}: $${name}`)
    .join(', ');

/** A query of connection `field` with the window arguments and `args` (name: GraphQL type), ids as nodes. */
export function connectionQuery(field: string, args: Record<string, string> = {}) {
  const all = { ...args, first: 'Int', after: 'String', last: 'Int', before: 'String' };
  return `query(${declare(all)}) { ${field}(${pass(all)}) {
    edges { cursor node { id } } pageInfo { hasNextPage hasPreviousPage startCursor endCursor } totalCount
  } }`;
}

/**
 * Every row of a connection, read `size` at a time forwards (first/after) or backwards (last/before),
 * and its pages as read (backwards, the last page first). `between` runs after each page that has
 * another after it, before that one is read, with the number of pages read so far: the list can
 * change there, as it does between a reader's requests. `Window` is the query's page, when its nodes
 * carry more than ids.
 */
export async function readAll<Window extends ConnectionWindow = ConnectionWindow>(
  client: HttpClient,
  field: string,
  query: string,
  variables: Record<string, unknown>,
  way: 'forwards' | 'backwards',
  size: number,
  options: { between?: (pagesRead: number) => Promise<void> } = {},
) {
  const ids: string[] = [];
  const pages: Window[] = [];
  let cursor: string | null = null;
  while (pages.length < 50) {
    const res: GqlAnswer<Window> = await client.gql<Record<string, Window>>(
      query,
      way === 'forwards' ? { ...variables, first: size, after: cursor } : { ...variables, last: size, before: cursor },
    );
    expect(res.errors).toBeUndefined();
    const page: Window = res.data![field]!;
    pages.push(page);
    expect(page.edges.length).toBeLessThanOrEqual(size);
    if (way === 'forwards') ids.push(...page.edges.map((e) => e.node.id));
    else ids.unshift(...page.edges.map((e) => e.node.id));
    const more = way === 'forwards' ? page.pageInfo.hasNextPage : page.pageInfo.hasPreviousPage;
    if (!more) return { ids, totalCount: page.totalCount, pages };
    cursor = way === 'forwards' ? page.pageInfo.endCursor : page.pageInfo.startCursor;
    await options.between?.(pages.length);
  }
  throw new Error('more than 50 pages');
}

/**
 * Reads connection `field` both ways, 2 at a time, in each order field and direction, and without an
 * order (the list's default), and compares each with its page field's items (one page of 100):
 * `rows` of them. `args` are the filters both fields take (name: GraphQL type); `orderBy` names the
 * order input's type when the list has one. Returns the query, for the caller's own checks.
 */
export async function followsThePages(
  client: HttpClient,
  field: string,
  options: {
    args?: Record<string, string>;
    orderBy?: { type: string; fields: string[] };
    variables?: Record<string, unknown>;
    rows: number;
    /** The page field's size to compare with: 100 unless its list allows fewer. */
    pageSize?: number;
  },
) {
  const args = { ...options.args, ...(options.orderBy ? { orderBy: options.orderBy.type } : {}) };
  const variables = options.variables ?? {};
  const query = connectionQuery(field, args);
  const paged = field.replace(/Connection$/, '');
  const pageArgs = [pass(args), `page: { pageSize: ${options.pageSize ?? 100} }`].filter(Boolean).join(', ');
  const declared = declare(args);
  const pageQuery = `query${declared ? `(${declared})` : ''} { ${paged}(${pageArgs}) { items { id } } }`;
  const compare = async (vars: Record<string, unknown>, label: string[]) => {
    const offset = await client.gql<Record<string, { items: { id: string }[] }>>(pageQuery, vars);
    expect(offset.errors).toBeUndefined();
    const expected = offset.data![paged]!.items.map((item) => item.id);
    expect([...label, expected.length]).toEqual([...label, options.rows]);
    const forwards = await readAll(client, field, query, vars, 'forwards', 2);
    expect([...label, forwards.ids]).toEqual([...label, expected]);
    expect(forwards.totalCount).toBe(options.rows);
    const backwards = await readAll(client, field, query, vars, 'backwards', 2);
    expect([...label, backwards.ids]).toEqual([...label, expected]);
  };
  for (const orderField of options.orderBy?.fields ?? []) {
    for (const direction of ['ASC', 'DESC']) {
      await compare({ ...variables, orderBy: { field: orderField, direction } }, [orderField, direction]);
    }
  }
  await compare(variables, ['default order']);
  return query;
}

/**
 * followsThePages for the administrators' lists, as `(field, args, orderFields, variables, rows)` with
 * `args.orderBy` naming the order's type when the list has one; then a signed-in user is refused with
 * FORBIDDEN and a visitor with UNAUTHENTICATED. `clients` is read when called (beforeAll sets them).
 */
export function adminListReader(clients: () => { app: TestApp; admin: HttpClient; user: HttpClient }) {
  return async (
    field: string,
    { orderBy, ...args }: Record<string, string>,
    orderFields: string[],
    variables: Record<string, unknown>,
    rows: number,
  ) => {
    const { app, admin, user } = clients();
    const query = await followsThePages(admin, field, {
      args,
      orderBy: orderBy ? { type: orderBy, fields: orderFields } : undefined,
      variables,
      rows,
    });
    expect((await user.gql(query, variables)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await app.client().gql(query, variables)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    return query;
  };
}
