import 'reflect-metadata';
import { isObjectType, type GraphQLSchema } from 'graphql';
import { getMetadataStorage } from 'type-graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { createAppPubSub } from './pubsub.js';
import { buildAppSchema } from './schema.js';

/*
 * type-graphql's `simpleResolvers` (on @ObjectType) and `simple` (on @Field) give a field graphql-js's
 * default resolver instead of type-graphql's wrapper: the property is read as it is, and no
 * @Authorized, no @UseMiddleware and no global middleware runs for it. The types of the long lists
 * (bookings, tools, money, pages) use it, which is only right while their fields have nothing to run.
 */

let schema: GraphQLSchema;
beforeAll(async () => {
  schema = await buildAppSchema(createAppPubSub());
});

/** Every @Field declared on a class marked simpleResolvers, or marked simple itself. */
function simpleFields() {
  const storage = getMetadataStorage();
  const simpleClasses = new Set(storage.objectTypes.filter((type) => type.simpleResolvers).map((t) => t.target));
  return storage.fields.filter((field) => field.simple === true || simpleClasses.has(field.target));
}

describe('plain fields (simpleResolvers)', () => {
  it('are declared on the types of the long lists', () => {
    const declared = new Set(
      getMetadataStorage()
        .objectTypes.filter((type) => type.simpleResolvers)
        .map((type) => type.name),
    );
    for (const name of ['Booking', 'BookingTool', 'BookingPerson', 'Tool', 'ToolPage', 'Money']) {
      expect(declared, name).toContain(name);
    }
  });

  it('have nothing a resolver would run: no authorization, no middleware, no property under another name', () => {
    const storage = getMetadataStorage();
    const fields = simpleFields();
    expect(fields.length).toBeGreaterThan(50);
    // Where type-graphql keeps @Authorized and @UseMiddleware until it builds a schema: on a field, or on its class.
    const guarded = (target: object, name: string) =>
      storage.authorizedFields.some((a) => a.target === target && a.fieldName === name) ||
      storage.authorizedResolver.some((a) => a.target === target) ||
      storage.middlewares.some((m) => m.target === target && m.fieldName === name) ||
      storage.resolverMiddlewares.some((m) => m.target === target);
    for (const field of fields) {
      const where = `${field.target.name}.${field.name}`;
      expect(guarded(field.target, field.name), `${where} has @Authorized or a middleware that would be skipped`).toBe(
        false,
      );
      expect(field.schemaName, `${where} is named otherwise in the schema: the default resolver reads that name`).toBe(
        field.name,
      );
    }
  });

  it('read the property without a resolver, while field resolvers keep theirs', () => {
    const booking = schema.getType('Booking');
    const tool = schema.getType('Tool');
    if (!isObjectType(booking) || !isObjectType(tool)) throw new Error('Booking and Tool are object types');
    expect(booking.getFields().code!.resolve).toBeUndefined();
    expect(booking.getFields().price!.resolve).toBeUndefined();
    expect(tool.getFields().name!.resolve).toBeUndefined();
    // A @FieldResolver of BookingResolver: it runs whatever the type says.
    expect(booking.getFields().timeline!.resolve).toBeTypeOf('function');
    const page = schema.getType('BookingPage');
    if (!isObjectType(page)) throw new Error('BookingPage is an object type');
    expect(page.getFields().items!.resolve).toBeUndefined();
  });

  it('leave the fields of other types to type-graphql, which runs their authorization', () => {
    const user = schema.getType('User');
    if (!isObjectType(user)) throw new Error('User is an object type');
    expect(Object.values(user.getFields()).every((field) => typeof field.resolve === 'function')).toBe(true);
  });
});
