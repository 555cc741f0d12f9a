import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { SubscribeResolverData } from 'type-graphql';
import { AppError } from '../../lib/errors.js';
import { tokenProblemMessage, type GraphQLContext } from '../../graphql/context.js';
import type { AccountEvent } from '../../graphql/pubsub.js';
import { RateLimited } from '../../graphql/rate-limit.js';
import { GraphQLUpload, readUpload, type FileUpload } from '../../graphql/upload.js';
import { clearSessionCookies, readRefreshCookie, setRefreshCookie } from '../../http/cookies.js';
import type { IssuedSession } from './session.service.js';
import { AuthPayload, CreateAccountInput, UpdateAccountInput, User, toUser } from './account.types.js';

function toAuthPayload(ctx: GraphQLContext, session: IssuedSession): AuthPayload {
  if (ctx.http) setRefreshCookie(ctx.http.res, session.refreshToken, session.refreshExpiresAt, ctx.services.config);
  return { user: toUser(session.user), accessToken: session.accessToken, expiresAt: session.expiresAt };
}

function requireHttp(ctx: GraphQLContext) {
  if (!ctx.http) throw AppError.badInput([{ path: 'operation', msg: 'Send this operation over HTTP, not WebSocket' }]);
  return ctx.http;
}

@Resolver(() => User)
export class AccountResolver {
  @Query(() => User, { nullable: true, description: 'The signed-in user, or null' })
  me(@Ctx() ctx: GraphQLContext): User | null {
    // A stale token is an error (so the client refreshes), not an anonymous visit.
    if (ctx.tokenProblem) throw AppError.unauthenticated(tokenProblemMessage(ctx.tokenProblem));
    return ctx.viewer ? toUser(ctx.viewer.user) : null;
  }

  @Authorized()
  @Query(() => User)
  async user(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<User> {
    return toUser(await ctx.services.accounts.getUser(ctx.viewer, id));
  }

  @Authorized()
  @Query(() => User)
  async userByEmail(@Arg('email', () => String) email: string, @Ctx() ctx: GraphQLContext): Promise<User> {
    return toUser(await ctx.services.accounts.getUserByEmail(ctx.viewer, email));
  }

  @RateLimited('account.create')
  @Mutation(() => User, { description: 'Create an account; the optional image is the profile picture' })
  async createAccount(
    @Arg('input', () => CreateAccountInput) input: CreateAccountInput,
    @Arg('image', () => GraphQLUpload, { nullable: true }) image: Promise<FileUpload> | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<User> {
    return toUser(await ctx.services.accounts.createAccount({ ...input }, await readUpload(image)));
  }

  @RateLimited('session.sign-in')
  @Mutation(() => AuthPayload)
  async login(
    @Arg('email', () => String) email: string,
    @Arg('password', () => String) password: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AuthPayload> {
    const session = await ctx.services.accounts.login({ email, password, ip: ctx.ip, userAgent: ctx.userAgent });
    return toAuthPayload(ctx, session);
  }

  @Mutation(() => AuthPayload, {
    description: 'Exchanges the refresh cookie for a new access token (the cookie rotates)',
  })
  async refreshSession(@Ctx() ctx: GraphQLContext): Promise<AuthPayload> {
    const http = requireHttp(ctx);
    try {
      return toAuthPayload(ctx, await ctx.services.accounts.refresh(readRefreshCookie(http.req)));
    } catch (error) {
      clearSessionCookies(http.res, ctx.services.config);
      throw error;
    }
  }

  @Mutation(() => Boolean, { description: 'Ends this session: the refresh cookie is revoked and cleared' })
  async logout(@Ctx() ctx: GraphQLContext): Promise<boolean> {
    const http = requireHttp(ctx);
    await ctx.services.accounts.logout(readRefreshCookie(http.req));
    clearSessionCookies(http.res, ctx.services.config);
    return true;
  }

  @Authorized()
  @Mutation(() => User, {
    description:
      'Saves the profile at once; a new email is not: it waits for the link sent to it (see User.pendingEmail)',
  })
  async updateAccount(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => UpdateAccountInput) input: UpdateAccountInput,
    @Arg('image', () => GraphQLUpload, { nullable: true }) image: Promise<FileUpload> | null,
    @Arg('removeImage', () => Boolean, { defaultValue: false }) removeImage: boolean,
    @Ctx() ctx: GraphQLContext,
  ): Promise<User> {
    const { user } = await ctx.services.accounts.updateAccount(
      ctx.viewer,
      id,
      { ...input },
      { image: await readUpload(image), removeImage },
    );
    return toUser(user);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: 'A new e-mail address waiting for its confirmation link to be opened; only its owner sees it',
  })
  pendingEmail(@Root() user: User, @Ctx() ctx: GraphQLContext): Promise<string | null> {
    return ctx.services.accounts.pendingEmail(ctx.viewer, user.id);
  }

  @RateLimited('email-change.confirm')
  @Mutation(() => String, {
    description:
      'Opens the link sent to a new e-mail address: the account moves to it and its other sessions are signed out',
  })
  confirmEmailChange(@Arg('token', () => String) token: string, @Ctx() ctx: GraphQLContext): Promise<string> {
    return ctx.services.accounts.confirmEmailChange(ctx.viewer, token);
  }

  @RateLimited('password-reset.request')
  @Mutation(() => String, { description: 'Always answers with the same message, whether or not the account exists' })
  requestPasswordReset(@Arg('email', () => String) email: string, @Ctx() ctx: GraphQLContext): Promise<string> {
    return ctx.services.accounts.requestPasswordReset(email);
  }

  @RateLimited('password-reset.confirm')
  @Mutation(() => Boolean, {
    description: 'Sets a new password from an e-mailed token; every session of the account is signed out',
  })
  async resetPassword(
    @Arg('token', () => String) token: string,
    @Arg('newPassword', () => String) newPassword: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<boolean> {
    await ctx.services.accounts.resetPassword({ token, newPassword });
    return true;
  }

  @Authorized()
  @Subscription(() => User, {
    nullable: true,
    description: "Fires when the signed-in user's account changes; null when their session was revoked",
    topics: 'ACCOUNT_CHANGED',
    topicId: ({ context }: SubscribeResolverData<unknown, unknown, GraphQLContext>) => context.viewer!.user.id,
  })
  async accountChanged(@Root() _event: AccountEvent, @Ctx() ctx: GraphQLContext): Promise<User | null> {
    const viewer = ctx.viewer!;
    if (!(await ctx.services.accounts.isSessionAlive(viewer.familyId))) return null;
    return toUser(await ctx.services.accounts.getUser(viewer, viewer.user.id));
  }
}
