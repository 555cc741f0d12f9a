import 'reflect-metadata';
import { graphql, type GraphQLObjectType } from 'graphql';
import { compileQuery, isCompiledQuery } from 'graphql-jit';
import {
  Authorized,
  buildSchema,
  Field,
  FieldResolver,
  ObjectType,
  Query,
  Resolver,
  Root,
  UseMiddleware,
  type MiddlewareFn,
} from 'type-graphql';
import { describe, expect, it } from 'vitest';
import { inlinePlainFields } from './plain-fields.js';

const shout: MiddlewareFn = async (_, next) => String(await next()).toUpperCase();

@ObjectType()
abstract class Named {
  @Field() name!: string;
}

@ObjectType()
class Thing extends Named {
  @Field() plain!: string;
  @Authorized('Admin') @Field(() => String, { nullable: true }) secret!: string | null;
  @UseMiddleware(shout) @Field() loud!: string;
  @Field({ name: 'renamed' }) original!: string;
  @Field() computed!: string;
}

@Resolver(() => Thing)
class ThingResolver {
  @Query(() => Thing)
  thing(): Thing {
    return { name: 'n', plain: 'p', secret: 's', loud: 'l', original: 'o', computed: 'c' };
  }

  @FieldResolver(() => String)
  computed(@Root() thing: Thing): string {
    return `${thing.plain}+`;
  }
}

async function thingSchema() {
  const schema = await buildSchema({
    resolvers: [ThingResolver],
    authChecker: ({ context }: { context: { admin?: boolean } }) => Boolean(context.admin),
    authMode: 'null',
    validate: false,
  });
  const inlined = inlinePlainFields(schema);
  return { schema, inlined, fields: (schema.getType('Thing') as GraphQLObjectType).getFields() };
}

describe('plain fields read inline', () => {
  it('lose the resolver type-graphql wraps them in, own and inherited', async () => {
    const { fields, inlined } = await thingSchema();
    expect(fields.plain!.resolve).toBeUndefined();
    expect(fields.name!.resolve).toBeUndefined();
    expect(inlined).toBe(2);
  });

  it('keep it where it does something: authorization, a middleware, another property, a field resolver', async () => {
    const { fields } = await thingSchema();
    for (const name of ['secret', 'loud', 'renamed', 'computed']) expect(fields[name]!.resolve, name).toBeDefined();
  });

  it('answer the same, interpreted and compiled, and authorization still applies', async () => {
    const { schema } = await thingSchema();
    const source = '{ thing { name plain secret loud renamed computed } }';
    const compiled = compileQuery(schema, (await import('graphql')).parse(source));
    if (!isCompiledQuery(compiled)) throw new Error('not compiled');
    const expected = { name: 'n', plain: 'p', secret: 's', loud: 'L', renamed: 'o', computed: 'p+' };
    for (const admin of [true, false]) {
      const want = { thing: { ...expected, secret: admin ? 's' : null } };
      expect((await graphql({ schema, source, contextValue: { admin } })).data).toEqual(want);
      expect((await compiled.query(undefined, { admin }, {})).data).toEqual(want);
    }
  });
});
