import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { SubscribeResolverData } from 'type-graphql';
import { AppError, isAppError } from '../../lib/errors.js';
import { bearerToken, tokenProblemMessage, type GraphQLContext } from '../../graphql/context.js';
import type { AccountEvent } from '../../graphql/pubsub.js';
import { RateLimited } from '../../graphql/rate-limit.js';
import { GraphQLUpload, readUpload, type FileUpload } from '../../graphql/upload.js';
import {
  clearSessionCookies,
  readDeviceCookie,
  readRefreshCookie,
  setDeviceCookie,
  setRefreshCookie,
} from '../../http/cookies.js';
import type { SignIn } from './account.service.js';
import type { IssuedSession } from './session.service.js';
import { deviceCookieWith, deviceTokensOf } from './trusted-devices.js';
import {
  AccountCreation,
  AuthPayload,
  CreateAccountInput,
  ResetLinkState,
  UpdateAccountInput,
  User,
  toUser,
} from './account.types.js';

function toAuthPayload(ctx: GraphQLContext, session: IssuedSession | SignIn): AuthPayload {
  if (ctx.http) {
    const { config } = ctx.services;
    setRefreshCookie(ctx.http.res, session.refreshToken, session.refreshExpiresAt, config);
    if ('deviceToken' in session && session.deviceToken) {
      const known = deviceTokensOf(readDeviceCookie(ctx.http.req));
      setDeviceCookie(ctx.http.res, deviceCookieWith(known, session.deviceToken), config);
    }
  }
  return { user: toUser(session.user), accessToken: session.accessToken, expiresAt: session.expiresAt };
}

/**
 * The services and the REST shim call the nickname `userName` (its column and the old client's
 * `user_name`); GraphQL callers send `nickname`, so an error about it names `nickname`.
 */
async function nicknameErrors<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (!isAppError(error) || !error.fields.some((f) => f.path === 'userName')) throw error;
    const fields = error.fields.map((f) => (f.path === 'userName' ? { ...f, path: 'nickname' } : f));
    throw new AppError(error.code, error.message, fields, error.retryAfterSeconds);
  }
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
  @Query(() => User, {
    nullable: true,
    description: 'An account by id: your own, or any for an administrator. Null with NOT_FOUND when there is none',
  })
  async user(
    @Arg('id', () => ID, { description: 'The account id' }) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<User> {
    return toUser(await ctx.services.accounts.getUser(ctx.viewer, id));
  }

  @Authorized()
  @Query(() => User, {
    nullable: true,
    description:
      'An account by e-mail address (any letter case): your own, or any for an administrator. Null with NOT_FOUND when there is none',
  })
  async userByEmail(
    @Arg('email', () => String, { description: 'The sign-in e-mail address' }) email: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<User> {
    return toUser(await ctx.services.accounts.getUserByEmail(ctx.viewer, email));
  }

  @RateLimited('account.create')
  @Mutation(() => AccountCreation, {
    description:
      'Creates an account and e-mails a link that confirms its address. The answer is the same whether or not the address already has an account (its holder is told by e-mail instead), so nobody can find out who is registered. The optional image is the profile picture',
  })
  async createAccount(
    @Arg('input', () => CreateAccountInput, { description: 'The new account' }) input: CreateAccountInput,
    @Arg('image', () => GraphQLUpload, {
      nullable: true,
      description: 'Profile picture: PNG, JPEG or WebP, at most 5 MB (multipart request)',
    })
    image: Promise<FileUpload> | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AccountCreation> {
    return ctx.services.accounts.createAccount({ ...input }, await readUpload(image));
  }

  @RateLimited('session.sign-in')
  @Mutation(() => AuthPayload, {
    description:
      'Signs in: answers an access token and sets the refresh cookie (HttpOnly). Repeated failures are refused for a while (TOO_MANY_REQUESTS)',
  })
  async login(
    @Arg('email', () => String, { description: 'The sign-in e-mail address' }) email: string,
    @Arg('password', () => String, { description: 'The password' }) password: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<AuthPayload> {
    const session = await ctx.services.accounts.login({
      email,
      password,
      ip: ctx.ip,
      userAgent: ctx.userAgent,
      deviceTokens: ctx.http ? deviceTokensOf(readDeviceCookie(ctx.http.req)) : [],
    });
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

  @Mutation(() => Boolean, {
    description:
      'Ends this session: the session of the refresh cookie and that of the bearer token sent with the call (a client without the cookie signs out with its token alone); the cookie is cleared',
  })
  async logout(@Ctx() ctx: GraphQLContext): Promise<boolean> {
    const http = requireHttp(ctx);
    await ctx.services.accounts.logout(readRefreshCookie(http.req), bearerToken(http.req.headers.authorization));
    clearSessionCookies(http.res, ctx.services.config);
    return true;
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description:
      'Signs the account out everywhere: every session ends (this one too, and open subscriptions close) and every device stops counting as known for sign-in',
  })
  async logoutEverywhere(@Ctx() ctx: GraphQLContext): Promise<boolean> {
    await ctx.services.accounts.logoutEverywhere(ctx.viewer);
    if (ctx.http) clearSessionCookies(ctx.http.res, ctx.services.config);
    return true;
  }

  @Authorized()
  @Mutation(() => String, {
    description:
      'E-mails the signed-in member a new link that confirms their address (see User.emailVerified); TOO_MANY_REQUESTS after 5 in a day. Answers what was done, in words',
  })
  resendEmailVerification(@Ctx() ctx: GraphQLContext): Promise<string> {
    return ctx.services.accounts.resendEmailVerification(ctx.viewer);
  }

  @RateLimited('email.verify')
  @Mutation(() => String, {
    description:
      "Opens the link that confirms an account's address (no session needed): the address is confirmed if it is still the account's. Answers what was done, in words",
  })
  verifyEmail(
    @Arg('token', () => String, { description: 'The token from the link' }) token: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<string> {
    return ctx.services.accounts.verifyEmail(token);
  }

  @Authorized()
  @Mutation(() => User, {
    description:
      'Saves the profile at once; a new email is not: it waits for the link sent to it (see User.pendingEmail)',
  })
  async updateAccount(
    @Arg('id', () => ID, { description: 'The account: your own, or any for an administrator' }) id: string,
    @Arg('input', () => UpdateAccountInput, { description: 'The changes' }) input: UpdateAccountInput,
    @Arg('image', () => GraphQLUpload, {
      nullable: true,
      description: 'A new profile picture: PNG, JPEG or WebP, at most 5 MB (multipart request)',
    })
    image: Promise<FileUpload> | null,
    @Arg('removeImage', () => Boolean, { defaultValue: false, description: 'True removes the profile picture' })
    removeImage: boolean,
    @Ctx() ctx: GraphQLContext,
  ): Promise<User> {
    const { nickname, ...profile } = input;
    const { user } = await nicknameErrors(
      ctx.services.accounts.updateAccount(
        ctx.viewer,
        id,
        { ...profile, ...(nickname === undefined ? {} : { userName: nickname }) },
        { image: await readUpload(image), removeImage },
      ),
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
  confirmEmailChange(
    @Arg('token', () => String, { description: 'The token from the link' }) token: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<string> {
    return ctx.services.accounts.confirmEmailChange(ctx.viewer, token);
  }

  @RateLimited('password-reset.request')
  @Mutation(() => String, {
    description:
      'E-mails a link to set a new password. Always answers with the same message, whether or not the account exists',
  })
  requestPasswordReset(
    @Arg('email', () => String, { description: 'The e-mail address of the account' }) email: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<string> {
    return ctx.services.accounts.requestPasswordReset(email);
  }

  @RateLimited('password-reset.confirm')
  @Query(() => ResetLinkState, {
    description:
      'Whether a password-reset link can still set a password; asked when the page opens, so a used or expired link is said before the password is typed',
  })
  async passwordResetLink(
    @Arg('token', () => String, { description: 'The token from the e-mailed link' }) token: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ResetLinkState> {
    // The service speaks the enum's values.
    return (await ctx.services.accounts.resetLinkState(token)) as ResetLinkState;
  }

  @RateLimited('password-reset.confirm')
  @Mutation(() => Boolean, {
    description: 'Sets a new password from an e-mailed token; every session of the account is signed out',
  })
  async resetPassword(
    @Arg('token', () => String, { description: 'The token from the e-mailed link (valid for 1 hour)' }) token: string,
    @Arg('newPassword', () => String, { description: 'The new password: at least 8 characters' })
    newPassword: string,
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
