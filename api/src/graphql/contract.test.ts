// The GraphQL contract as an integrator meets it, checked on the schema the code builds: closed sets
// are enums, money is never a Float, every list pages one way, single-object lookups cannot wipe their
// siblings, and everything is described. The answers over HTTP are in contract.api.test.ts.
import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAppPubSub } from './pubsub.js';
import { buildAppSchema } from './schema.js';

let schema: GraphQLSchema;
beforeAll(async () => {
  schema = await buildAppSchema(createAppPubSub());
});

/** The schema's own types (not graphql-js's introspection types). */
function ownTypes(): GraphQLNamedType[] {
  return Object.values(schema.getTypeMap()).filter((t) => !t.name.startsWith('__'));
}

type AnyField = GraphQLField<unknown, unknown> | GraphQLInputField;

/** Every output field, input field and argument, named Type.field or Type.field(arg). */
function everyField(): { name: string; field: AnyField | GraphQLArgument }[] {
  const out: { name: string; field: AnyField | GraphQLArgument }[] = [];
  for (const type of ownTypes()) {
    if (isObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        out.push({ name: `${type.name}.${field.name}`, field });
        for (const arg of field.args) out.push({ name: `${type.name}.${field.name}(${arg.name})`, field: arg });
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) out.push({ name: `${type.name}.${field.name}`, field });
    }
  }
  return out;
}

/** Quantities that are fractional by nature; none of them is money. */
const FRACTIONAL_QUANTITIES = [
  'Booking.billedPeriods',
  'BookingQuote.billedPeriods',
  'CartLine.billedPeriods',
  'NearInput.latitude',
  'NearInput.longitude',
  'OwnerProfile.rating',
  'RenterProfile.rating',
  'Tool.distanceKm',
  'Tool.latitude',
  'Tool.longitude',
  'Tool.pickupLatitude',
  'Tool.pickupLongitude',
  'Tool.rating',
  'ToolInput.latitude',
  'ToolInput.longitude',
  'ToolUpdateInput.latitude',
  'ToolUpdateInput.longitude',
];

/** The output fields that sum an edition's payments (they pass ₦21.4 million in kobo): MoneyTotal. */
const MONEY_TOTALS = ['RegistrationTypeCount.revenue'];

describe('the GraphQL contract', () => {
  it('has no Float but a few fractional quantities: money is the Money type or decimal text', () => {
    const floats = everyField()
      .filter(({ field }) => getNamedType(field.type).name === 'Float')
      .map(({ name }) => name);
    expect(floats.sort()).toEqual(FRACTIONAL_QUANTITIES);
    const money = schema.getType('Money');
    expect(money && isObjectType(money) && Object.keys(money.getFields()).sort()).toEqual([
      'amount',
      'currency',
      'decimal',
      'formatted',
    ]);
    // A total over many payments may pass what Money.amount (a 32-bit Int) holds: it is exact decimal text.
    const total = schema.getType('MoneyTotal');
    expect(total && isObjectType(total) && Object.keys(total.getFields()).sort()).toEqual([
      'currency',
      'decimal',
      'formatted',
    ]);
    // Output fields named like money are Money (or, for such totals, MoneyTotal); inputs are decimal text.
    const moneyNamed = everyField().filter(
      ({ name, field }) =>
        !name.startsWith('Money.') && 'args' in field && /\.(price|amount|totalAmount|unitAmount|revenue)$/.test(name),
    );
    expect(moneyNamed.length).toBeGreaterThan(5);
    for (const { name, field } of moneyNamed)
      expect([name, getNamedType(field.type).name]).toEqual([
        name,
        MONEY_TOTALS.includes(name) ? 'MoneyTotal' : 'Money',
      ]);
    const moneyInputs = everyField().filter(
      ({ name, field }) => !('args' in field) && /[.(](price|minPrice|maxPrice|expectedTotal)\)?$/.test(name),
    );
    expect(moneyInputs.length).toBeGreaterThan(3);
    for (const { name, field } of moneyInputs) {
      expect([name, getNamedType(field.type).name]).toEqual([name, 'String']);
    }
  });

  it('types every closed set as an enum with UPPER_CASE values', () => {
    const closed =
      /^(status|itemStatus|refundStatus|role|viewerRole|bookingRole|kind|provider|rentalCircle|audience|decision|direction)$/;
    const leaf = (name: string) => /(\w+)\)?$/.exec(name)?.[1] ?? '';
    const closedFields = everyField().filter(({ name }) => closed.test(leaf(name)));
    expect(closedFields.length).toBeGreaterThan(8);
    for (const { name, field } of closedFields) {
      expect([name, isEnumType(getNamedType(field.type))]).toEqual([name, true]);
    }
    for (const type of ownTypes().filter(isEnumType)) {
      for (const value of type.getValues()) expect(`${type.name}.${value.name}`).toMatch(/^\w+\.[A-Z][A-Z0-9_]*$/);
    }
    // One order input per list: a field enum and a direction, never a free-text sort key.
    expect(everyField().filter(({ name }) => /\((sortBy|sort|sortDirection)\)$|\.sortBy$/.test(name))).toEqual([]);
  });

  it('pages every list one way: a page argument and a page type that says whether more follow', () => {
    const query = schema.getQueryType()!;
    const paged = Object.values(query.getFields()).filter((f) => getNamedType(f.type).name.endsWith('Page'));
    expect(paged.map((f) => f.name).sort()).toEqual(
      expect.arrayContaining([
        'adminBookings',
        'adminOutbox',
        'adminParticipants',
        'adminSponsors',
        'adminUsers',
        'conversation',
        'mailCampaigns',
        'myBookings',
        'myRentalHistory',
        'myTools',
        'notifications',
        'toolReviews',
        'tools',
      ]),
    );
    for (const field of paged) {
      const pageArg = field.args.find((a) => a.name === 'page');
      expect([field.name, pageArg && getNamedType(pageArg.type).name]).toEqual([field.name, 'PageInput']);
      expect(field.args.map((a) => a.name)).not.toContain('pageSize');
      const pageType = getNamedType(field.type);
      expect(isObjectType(pageType) && Object.keys(pageType.getFields())).toEqual(
        expect.arrayContaining(['items', 'total', 'page', 'pageSize', 'hasMore']),
      );
    }
    expect(schema.getType('ListInput')).toBeUndefined();
    // The lists that stay whole are small and bounded by what they are (payoutBanks: a country's banks at Paystack;
    // savedSearches: at most 20 a person; toolBlocks: at most 100 to come per tool; bookingExtensions: a booking's
    // latest 20; adminAccessCodeUses: a code's registrations, its places and the cancelled ones, at most 500;
    // adminSessionSeatCounts: a row per programme session with seats, like the programme itself;
    // webhookEndpoints: the organisers' few integrations; myApiTokens: an account's live tokens, at most 20).
    const unpagedLists = Object.values(query.getFields())
      .filter((f) => isListType(getNullableType(f.type)) && isObjectType(getNamedType(f.type)))
      .map((f) => f.name)
      .sort();
    expect(unpagedLists).toEqual([
      'adminAccessCodeUses',
      'adminRegistrationTypes',
      'adminSessionSeatCounts',
      'bookingExtensions',
      'exhibitors',
      'myApiTokens',
      'payoutBanks',
      'programme',
      'registrationTypes',
      'rentalCategories',
      'savedSearches',
      'sponsorInvoices',
      'sponsorWall',
      'sponsorshipPackages',
      'toolBlocks',
      'webhookEndpoints',
    ]);
  });

  it('reads every paged list as a connection too: first/after/last/before, edges and pageInfo, beside the page', () => {
    // Every field that answers a numbered page (`<list>: XPage`) has its cursor sibling `<list>Connection`,
    // on the root and on object types alike (Earnings.bookings, OwnerProfile.reviews).
    const objects = ownTypes().filter(isObjectType);
    const pagedWithout = objects.flatMap((type) =>
      Object.values(type.getFields())
        .filter((f) => getNamedType(f.type).name.endsWith('Page') && !type.getFields()[`${f.name}Connection`])
        .map((f) => `${type.name}.${f.name}`),
    );
    expect(pagedWithout).toEqual([]);
    const connections = objects.flatMap((type) =>
      Object.values(type.getFields())
        .filter((f) => getNamedType(f.type).name.endsWith('Connection'))
        .map((field) => ({ field, fields: type.getFields() })),
    );
    expect(connections.length).toBeGreaterThanOrEqual(30);
    for (const { field, fields } of connections) {
      const args = Object.fromEntries(field.args.map((a) => [a.name, String(a.type)]));
      expect([field.name, args]).toEqual([
        field.name,
        expect.objectContaining({ first: 'Int', after: 'String', last: 'Int', before: 'String' }),
      ]);
      expect(field.args.map((a) => a.name)).not.toContain('page');
      // Named `<list>Connection`, beside the numbered list of the same name, with the same other arguments.
      const paged = fields[field.name.replace(/Connection$/, '')];
      expect([field.name, paged && getNamedType(paged.type).name.endsWith('Page')]).toEqual([field.name, true]);
      const pagedArgs = paged!.args.map((a) => a.name).filter((name) => name !== 'page');
      expect([
        field.name,
        field.args
          .map((a) => a.name)
          .filter((name) => !['first', 'after', 'last', 'before'].includes(name))
          .sort(),
      ]).toEqual([field.name, pagedArgs.sort()]);
      const type = getNamedType(field.type);
      if (!isObjectType(type)) throw new Error(`${field.name} answers ${type.name}, not an object type`);
      const shape = type.getFields();
      expect([type.name, String(shape.pageInfo?.type), String(shape.totalCount?.type)]).toEqual([
        type.name,
        'PageInfo!',
        'Int!',
      ]);
      const edge = getNamedType(shape.edges!.type);
      expect(String(shape.edges!.type)).toBe(`[${edge.name}!]!`);
      if (!isObjectType(edge)) throw new Error(`${type.name}.edges is not an object type`);
      expect(Object.keys(edge.getFields()).sort()).toEqual(['cursor', 'node']);
      expect(String(edge.getFields().cursor!.type)).toBe('String!');
    }
  });

  it('answers a missing object as null with an error, so its siblings survive', () => {
    const query = schema.getQueryType()!;
    const lookups = Object.values(query.getFields()).filter(
      (f) => f.args.some((a) => a.name === 'id' || a.name === 'email') && !getNamedType(f.type).name.endsWith('Page'),
    );
    expect(lookups.length).toBeGreaterThan(6);
    for (const field of lookups) expect([field.name, isNonNullType(field.type)]).toEqual([field.name, false]);
  });

  it('describes every type, field, argument, input field and enum value', () => {
    const missing: string[] = [];
    for (const type of ownTypes()) {
      const builtIn = isScalarType(type) && ['String', 'Int', 'Float', 'Boolean', 'ID'].includes(type.name);
      if (!builtIn && !type.description) missing.push(type.name);
      if (isEnumType(type)) {
        for (const value of type.getValues()) if (!value.description) missing.push(`${type.name}.${value.name}`);
      }
    }
    for (const { name, field } of everyField()) if (!field.description) missing.push(name);
    expect(missing).toEqual([]);
  });
});
