// Field errors name the input as the caller spelled it: over GraphQL the full path from the argument
// (`input.price`, `page.pageSize`, a scalar argument by its name), whether a service refused the value
// or graphql-js did (a variable's value, a value written in the document); over REST the body's key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listTool, startMarketplace, type Marketplace } from '../test/factories.js';

let market: Marketplace;
let toolId: string;
beforeAll(async () => {
  market = await startMarketplace();
  toolId = await listTool(market.owner, market.categoryId);
});
afterAll(() => market?.app.close());

const UPDATE_TOOL = 'mutation($id: ID!, $input: ToolUpdateInput!) { updateTool(id: $id, input: $input) { id } }';
const TOOLS = 'query($page: PageInput, $order: ToolOrder) { tools(page: $page, orderBy: $order) { total } }';
const PRICE_MSG = 'The price must be a positive amount with at most 2 decimals, such as 25 or 25.50';

const extensionsOf = (res: { errors?: { extensions?: Record<string, unknown> }[] }) => res.errors?.[0]?.extensions;

describe('a value a service refuses', () => {
  it('is named over GraphQL from the argument it sits in', async () => {
    const res = await market.owner.gql(UPDATE_TOOL, { id: toolId, input: { price: '12.345' } });
    expect(extensionsOf(res)).toEqual({ code: 'BAD_USER_INPUT', fields: [{ path: 'input.price', msg: PRICE_MSG }] });
  });

  it('is named over REST as the body spells it', async () => {
    const res = await market.owner.form('PUT', `/api/update-rental/${toolId}`, { price: '12.345' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ path: 'price', msg: PRICE_MSG }]);
  });

  it('is named from the argument when the list service checks the page deep down', async () => {
    const res = await market.app.client().gql('{ tools(page: { pageSize: 500 }) { total } }');
    expect(extensionsOf(res)).toEqual({
      code: 'BAD_USER_INPUT',
      fields: [{ path: 'page.pageSize', msg: 'pageSize must be a whole number from 1 to 50' }],
    });
    const page = await market.app.client().gql('{ tools(page: { page: 0 }) { total } }');
    expect(extensionsOf(page)).toMatchObject({ fields: [{ path: 'page.page' }] });
  });

  it('keeps a scalar argument its own name', async () => {
    const res = await market.renter.gql(
      'mutation($t: ID!, $body: String!) { askOwner(toolId: $t, body: $body) { id } }',
      {
        t: toolId,
        body: '   ',
      },
    );
    expect(extensionsOf(res)).toEqual({
      code: 'BAD_USER_INPUT',
      fields: [{ path: 'body', msg: 'Please write a message' }],
    });
  });
});

describe("a variable's value that does not fit its type", () => {
  it('names the field inside the variable: a wrong type, a number out of range, a field left out or unknown, an unknown enum value', async () => {
    const client = market.app.client();
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ page: { pageSize: 'two' } }, 'page.pageSize', /^Int cannot represent non-integer value: "two"/],
      [{ page: { pageSize: 2 ** 31 } }, 'page.pageSize', /non 32-bit signed integer/],
      [{ page: { size: 3 } }, 'page.size', /^Field "size" is not defined by type "PageInput"/],
      [
        { order: { direction: 'ASC' } },
        'order.field',
        /^Field "field" of required type "ToolOrderField!" was not provided/,
      ],
      [{ order: { field: 'NOPE' } }, 'order.field', /^Value "NOPE" does not exist in "ToolOrderField" enum/],
      [{ page: 'first' }, 'page', /^Expected type "PageInput" to be an object/],
    ];
    for (const [variables, path, msg] of cases) {
      const res = await client.gql(TOOLS, variables);
      expect(res.status, JSON.stringify(variables)).toBe(400);
      expect(extensionsOf(res), JSON.stringify(variables)).toEqual({
        code: 'BAD_USER_INPUT',
        fields: [{ path, msg: expect.stringMatching(msg) }],
      });
    }
  });

  it('names a list item by its number, and a required variable left out by its name', async () => {
    const res = await market.app
      .client()
      .gql('mutation($input: GroupRegistrationInput!) { registerGroup(input: $input) { year } }', {
        input: {
          attendees: [
            { email: 'a@example.com', firstName: 'Ada', lastName: 'Obi' },
            { email: 'b@example.com', firstName: 'Bola' },
          ],
        },
      });
    expect(res.errors?.flatMap((e) => (e.extensions?.fields as unknown[] | undefined) ?? [])).toEqual(
      expect.arrayContaining([
        {
          path: 'input.attendees.1.lastName',
          msg: 'Field "lastName" of required type "String!" was not provided.',
        },
        expect.objectContaining({ path: 'input.contact' }),
      ]),
    );
    const missing = await market.owner.gql(UPDATE_TOOL, { id: toolId });
    expect(extensionsOf(missing)).toEqual({
      code: 'BAD_USER_INPUT',
      fields: [{ path: 'input', msg: 'Variable "$input" of required type "ToolUpdateInput!" was not provided.' }],
    });
  });
});

describe('a value written in the document that does not fit its type', () => {
  it('names the field from the argument, and keeps the validation code', async () => {
    const res = await market.app.client().gql('{ tools(page: { pageSize: "two" }) { total } }');
    expect(extensionsOf(res)).toEqual({
      code: 'GRAPHQL_VALIDATION_FAILED',
      fields: [{ path: 'page.pageSize', msg: expect.stringContaining('Int cannot represent non-integer value') }],
    });
    const missing = await market.app.client().gql('{ tools(orderBy: { direction: ASC }) { total } }');
    expect(extensionsOf(missing)).toMatchObject({ fields: [{ path: 'orderBy.field' }] });
    const noId = await market.app.client().gql('{ tool { id } }');
    expect(extensionsOf(noId)).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED', fields: [{ path: 'id' }] });
    const unknownValue = await market.app.client().gql('{ tools(filter: { rentalCircle: WEEKLY }) { total } }');
    expect(extensionsOf(unknownValue)).toEqual({
      code: 'GRAPHQL_VALIDATION_FAILED',
      fields: [{ path: 'filter.rentalCircle', msg: 'Value "WEEKLY" does not exist in "RentalCircle" enum.' }],
    });
  });
});

describe('a document that is not GraphQL', () => {
  it('is refused with GRAPHQL_PARSE_FAILED and no fields', async () => {
    const res = await market.app.client().gql('{ tools(');
    expect(res.status).toBe(400);
    expect(extensionsOf(res)).toEqual({ code: 'GRAPHQL_PARSE_FAILED' });
  });
});
