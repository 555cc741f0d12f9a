import { Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';

@ObjectType()
export class SiteConfig {
  @Field(() => String) expoName!: string;
  @Field(() => Int) expoYear!: number;
  @Field(() => String, { description: 'First day of the event, YYYY-MM-DD' }) expoStartDate!: string;
  @Field(() => String, { description: 'Last day of the event, YYYY-MM-DD' }) expoEndDate!: string;
  @Field(() => String) expoVenue!: string;
  @Field(() => String) currency!: string;
  @Field(() => String, { nullable: true }) contactPhone!: string | null;
  @Field(() => String, { nullable: true }) contactEmail!: string | null;
  @Field(() => String, { nullable: true }) contactWebsite!: string | null;
  @Field(() => String, { nullable: true }) facebookUrl!: string | null;
  @Field(() => String, { nullable: true }) instagramUrl!: string | null;
  @Field(() => String, { nullable: true }) xUrl!: string | null;
}

@Resolver()
export class SiteResolver {
  @Query(() => SiteConfig, { description: 'Public site configuration (expo year, contact block, social links)' })
  site(@Ctx() ctx: GraphQLContext): SiteConfig {
    const { expo, currency, site } = ctx.services.config;
    return {
      expoName: expo.name,
      expoYear: expo.year,
      expoStartDate: expo.startDate,
      expoEndDate: expo.endDate,
      expoVenue: expo.venue,
      currency,
      contactPhone: site.contactPhone ?? null,
      contactEmail: site.contactEmail ?? null,
      contactWebsite: site.contactWebsite ?? null,
      facebookUrl: site.facebookUrl ?? null,
      instagramUrl: site.instagramUrl ?? null,
      xUrl: site.xUrl ?? null,
    };
  }
}
