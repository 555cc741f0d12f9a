import {
  Arg,
  Authorized,
  Ctx,
  Field,
  ID,
  InputType,
  Int,
  Mutation,
  ObjectType,
  Query,
  registerEnumType,
  Resolver,
} from 'type-graphql';
import type { GraphQLContext } from '../../graphql/context.js';
import { DateTimeISO } from '../../graphql/date-time.js';
import { RateLimited } from '../../graphql/rate-limit.js';
import { API_TOKEN_SCOPES, type ApiTokenRow, type ApiTokenScope } from './api-token.table.js';

const ApiTokenScopeEnum = Object.fromEntries(API_TOKEN_SCOPES.map((s) => [s, s])) as {
  [K in ApiTokenScope]: K;
};
registerEnumType(ApiTokenScopeEnum, {
  name: 'ApiTokenScope',
  description: 'What a personal API token may do, within what its account may do',
  valuesConfig: {
    READ: { description: 'Every query the account may run' },
    BOOKINGS: {
      description: 'Booking mutations, as renter or owner (request, accept, cancel, pick up, return, extend)',
    },
    LISTINGS: { description: 'Tool listing mutations (create, edit, delete, status, blocked dates)' },
    ADMIN_READ: { description: "Administrators' queries; only an administrator may create a token with it" },
  },
});

@ObjectType({ description: 'A personal API token, as its owner sees it: never its secret' })
export class ApiToken {
  @Field(() => ID, { description: "The token's id" }) id!: string;
  @Field(() => String, { description: 'The name given at creation' }) name!: string;
  @Field(() => String, { description: 'The first characters of the secret, to recognise the token' }) prefix!: string;
  @Field(() => [ApiTokenScopeEnum], { description: 'What it may do' }) scopes!: ApiTokenScope[];
  @Field(() => DateTimeISO, { description: 'When it stops working' }) expiresAt!: Date;
  @Field(() => DateTimeISO, { nullable: true, description: 'Last used, to the minute; null if never' })
  lastUsedAt!: Date | null;
  @Field(() => DateTimeISO, { nullable: true, description: 'When it was revoked; null while it works' })
  revokedAt!: Date | null;
  @Field(() => DateTimeISO, { description: 'When it was created' }) createdAt!: Date;
}

@ObjectType({ description: 'A new personal API token and its secret, which is shown this once' })
export class CreatedApiToken {
  @Field(() => String, { description: 'The secret to send as "Authorization: Bearer <token>"; not shown again' })
  token!: string;
  @Field(() => ApiToken, { description: 'The token as it is listed from now on' }) apiToken!: ApiToken;
}

@InputType({ description: 'A new personal API token' })
export class CreateApiTokenInput {
  @Field(() => String, { description: 'What the token is for, up to 60 characters' }) name!: string;
  @Field(() => [ApiTokenScopeEnum], { description: 'At least one' }) scopes!: ApiTokenScope[];
  @Field(() => Int, { description: 'Days until it expires: 7, 30, 90 or 365' }) expiresInDays!: number;
}

export function toApiToken(row: ApiTokenRow): ApiToken {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes as ApiTokenScope[],
    expiresAt: row.expiresAt,
    lastUsedAt: row.lastUsedAt,
    revokedAt: row.revokedAt,
    createdAt: row.createdAt,
  };
}

@Resolver()
export class ApiTokenResolver {
  @Authorized()
  @Query(() => [ApiToken], { description: "The caller's personal API tokens, newest first (revoked and expired too)" })
  async myApiTokens(@Ctx() ctx: GraphQLContext): Promise<ApiToken[]> {
    return (await ctx.services.apiTokens.mine(ctx.viewer)).map(toApiToken);
  }

  @Authorized()
  @RateLimited('api-token.create')
  @Mutation(() => CreatedApiToken, {
    description: 'Creates a personal API token for machine clients; needs a browser session, not a token',
  })
  async createApiToken(
    @Arg('input', () => CreateApiTokenInput, { description: 'Its name, scopes and lifetime' })
    input: CreateApiTokenInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<CreatedApiToken> {
    const { token, apiToken } = await ctx.services.apiTokens.create(ctx.viewer, input);
    return { token, apiToken: toApiToken(apiToken) };
  }

  @Authorized()
  @Mutation(() => ApiToken, { description: 'Revokes one of your personal API tokens at once; needs a browser session' })
  async revokeApiToken(
    @Arg('id', () => ID, { description: 'The token to revoke' }) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ApiToken> {
    return toApiToken(await ctx.services.apiTokens.revoke(ctx.viewer, id));
  }
}
