import { Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { CountryCode } from '../../graphql/country-code.js';
import { CurrencyCode } from '../../graphql/money.js';

@ObjectType({ description: 'A country whose tools are priced in its own currency', simpleResolvers: true })
export class LocalCurrency {
  @Field(() => CountryCode, { description: 'ISO 3166 code of the country, e.g. NG' }) country!: string;
  @Field(() => CurrencyCode, { description: 'ISO 4217 code of its currency, e.g. NGN' }) currency!: string;
}

@ObjectType({ description: 'The public settings of the site, the same for every visitor' })
export class SiteConfig {
  @Field(() => String, { description: 'The name of the expo, e.g. "AIBEx"' }) expoName!: string;
  @Field(() => Int, { description: 'The current edition, e.g. 2026: registrations and sponsorships are for it' })
  expoYear!: number;
  @Field(() => String, { description: 'First day of the event, YYYY-MM-DD' }) expoStartDate!: string;
  @Field(() => String, { description: 'Last day of the event, YYYY-MM-DD' }) expoEndDate!: string;
  @Field(() => String, { description: 'Where the event takes place, as shown' }) expoVenue!: string;
  @Field(() => String, {
    description: 'IANA time zone of the venue, e.g. "Africa/Lagos": programme times are clock times there',
  })
  expoTimeZone!: string;
  @Field(() => String, {
    description:
      'IANA time zone of the marketplace, e.g. "Africa/Lagos": the times of records that belong to no tool and no expo (accounts, payouts, the bell) are shown on its clocks; a booking\'s are on its tool\'s (Booking.timeZone)',
  })
  marketplaceTimeZone!: string;
  @Field(() => CurrencyCode, {
    description:
      "ISO 4217 code of the site's currency, e.g. USD: the expo's prices, and tools' outside the countries of localCurrencies",
  })
  currency!: string;
  @Field(() => [CurrencyCode], { description: 'Every currency a price can be in: currency first, then the local ones' })
  currencies!: string[];
  @Field(() => [LocalCurrency], {
    description: 'Tools picked up in these countries are priced (and paid, and paid out) in their own currency',
  })
  localCurrencies!: LocalCurrency[];
  @Field(() => String, { nullable: true, description: "The organisers' phone number; null when not configured" })
  contactPhone!: string | null;
  @Field(() => String, { nullable: true, description: "The organisers' e-mail address; null when not configured" })
  contactEmail!: string | null;
  @Field(() => String, { nullable: true, description: "The organisers' website URL; null when not configured" })
  contactWebsite!: string | null;
  @Field(() => String, { nullable: true, description: 'Facebook page URL; null when not configured' })
  facebookUrl!: string | null;
  @Field(() => String, { nullable: true, description: 'Instagram profile URL; null when not configured' })
  instagramUrl!: string | null;
  @Field(() => String, { nullable: true, description: 'X (Twitter) profile URL; null when not configured' })
  xUrl!: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      "The map's tile address, a Leaflet template such as https://tile.openstreetmap.org/{z}/{x}/{y}.png (MAP_TILE_URL); null: no tiles, markers on a plain background",
  })
  mapTileUrl!: string | null;
  @Field(() => String, { nullable: true, description: 'What the tiles require the map to show, as plain text' })
  mapAttribution!: string | null;
  @Field(() => String, { nullable: true, description: "Where the attribution links (the tiles' licence)" })
  mapAttributionUrl!: string | null;
}

@Resolver()
export class SiteResolver {
  @Query(() => SiteConfig, { description: 'Public site configuration (expo year, contact block, social links)' })
  site(@Ctx() ctx: GraphQLContext): SiteConfig {
    const { expo, currency, currencies, localCurrencies, site, map } = ctx.services.config;
    return {
      expoName: expo.name,
      expoYear: expo.year,
      expoStartDate: expo.startDate,
      expoEndDate: expo.endDate,
      expoVenue: expo.venue,
      expoTimeZone: expo.timeZone,
      marketplaceTimeZone: ctx.services.config.timeZone,
      currency,
      currencies,
      localCurrencies: Object.entries(localCurrencies).map(([country, local]) => ({ country, currency: local })),
      contactPhone: site.contactPhone ?? null,
      contactEmail: site.contactEmail ?? null,
      contactWebsite: site.contactWebsite ?? null,
      facebookUrl: site.facebookUrl ?? null,
      instagramUrl: site.instagramUrl ?? null,
      xUrl: site.xUrl ?? null,
      mapTileUrl: map.tileUrl ?? null,
      mapAttribution: map.attribution ?? null,
      mapAttributionUrl: map.attributionUrl ?? null,
    };
  }
}
