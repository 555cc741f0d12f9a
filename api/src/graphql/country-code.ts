import { FieldResolver, Resolver, Root, registerEnumType, type ClassType } from 'type-graphql';
import { COUNTRY_NAMES, countryCodeOf } from '../lib/countries.js';

/**
 * ISO 3166-1 alpha-2 codes as a GraphQL enum whose values are the codes themselves (NG is 'NG'): every
 * country of the places data, which is every country the registration and tool forms offer.
 */
export const CountryCode = Object.fromEntries(Object.keys(COUNTRY_NAMES).map((code) => [code, code])) as Record<
  string,
  string
>;
registerEnumType(CountryCode, {
  name: 'CountryCode',
  description: 'An ISO 3166-1 alpha-2 country code, e.g. NG for Nigeria',
  valuesConfig: Object.fromEntries(Object.entries(COUNTRY_NAMES).map(([code, name]) => [code, { description: name }])),
});

/**
 * `countryCode` beside the `country` name an object keeps as it was written (the old client's contract):
 * the name's ISO code, or null for a name the places data does not know.
 */
export function countryCodeResolver<T extends { country?: string | null }>(type: ClassType<T>) {
  @Resolver(() => type)
  class CountryCodeResolver {
    @FieldResolver(() => CountryCode, {
      nullable: true,
      description: 'ISO 3166-1 code of country, e.g. NG; null when the name is not one the places data knows',
    })
    countryCode(@Root() root: T): string | null {
      return countryCodeOf(root.country);
    }
  }
  Object.defineProperty(CountryCodeResolver, 'name', { value: `${type.name}CountryCodeResolver` });
  return CountryCodeResolver;
}
