import { isEnumType, isInputObjectType, isInterfaceType, isObjectType, type GraphQLSchema } from 'graphql';
import { describe, expect, it } from 'vitest';
import { REMOVAL_DATE, deprecated } from './deprecation.js';
import { createAppPubSub } from './pubsub.js';
import { buildAppSchema } from './schema.js';

/** Every deprecated element of a schema (fields, arguments, input fields, enum values) and its reason. */
function deprecations(schema: GraphQLSchema): { element: string; reason: string }[] {
  const found: { element: string; reason: string }[] = [];
  const note = (element: string, reason: string | null | undefined) => {
    if (reason != null) found.push({ element, reason });
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        note(`${type.name}.${field.name}`, field.deprecationReason);
        for (const arg of field.args) note(`${type.name}.${field.name}(${arg.name})`, arg.deprecationReason);
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) note(`${type.name}.${field.name}`, field.deprecationReason);
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) note(`${type.name}.${value.name}`, value.deprecationReason);
    }
  }
  return found;
}

describe('deprecations in the schema', () => {
  it('each say when the element is removed ("Removal: YYYY-MM-DD", a real date)', async () => {
    const found = deprecations(await buildAppSchema(createAppPubSub()));
    expect(found.length).toBeGreaterThan(0);
    const undated = found.filter(({ reason }) => {
      const date = REMOVAL_DATE.exec(reason)?.[1];
      return !date || Number.isNaN(Date.parse(`${date}T00:00:00Z`));
    });
    expect(undated.map(({ element, reason }) => `${element}: ${reason}`)).toEqual([]);
  });

  it('are written with the phrase the check reads', () => {
    expect(deprecated('Read amount.currency', '2027-06-30')).toMatch(REMOVAL_DATE);
    expect('Read amount.currency').not.toMatch(REMOVAL_DATE);
  });
});
