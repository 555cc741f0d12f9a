import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../../graphql/context.js';
import { readUpload } from '../../../graphql/upload.js';
import type { SessionSubmission } from './programme.service.js';
import { ProgrammeSession, ProgrammeSessionInput, toProgrammeSession } from './programme.types.js';

/** The input as sent, each speaker's new photo read into memory (the service checks it). */
async function submission(input: ProgrammeSessionInput): Promise<SessionSubmission> {
  const speakers = input.speakers
    ? await Promise.all(
        input.speakers.map(async ({ photo, ...speaker }) => ({ ...speaker, photo: await readUpload(photo) })),
      )
    : input.speakers;
  return { ...input, speakers };
}

@Resolver()
export class ProgrammeResolver {
  /*
   * The whole programme, unpaged: a few dozen sessions over the expo's days, curated by hand, and the
   * page groups and filters all of them.
   */
  @Query(() => [ProgrammeSession], {
    description: 'This edition’s programme, in time order (start, end, title); empty until it is announced',
  })
  async programme(@Ctx() ctx: GraphQLContext): Promise<ProgrammeSession[]> {
    const zone = ctx.services.config.expo.timeZone;
    return (await ctx.services.programme.list()).map((row) => toProgrammeSession(row, zone));
  }

  @Query(() => ProgrammeSession, {
    nullable: true,
    description: 'One session of this edition’s programme; null with NOT_FOUND when there is none',
  })
  async programmeSession(
    @Arg('id', () => ID, { description: 'The session id' }) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ProgrammeSession> {
    return toProgrammeSession(await ctx.services.programme.get(id), ctx.services.config.expo.timeZone);
  }

  @Authorized('Admin')
  @Mutation(() => ProgrammeSession, { description: 'Adds a session to this edition’s programme (administrators)' })
  async createProgrammeSession(
    @Arg('input', () => ProgrammeSessionInput, { description: 'The session' }) input: ProgrammeSessionInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ProgrammeSession> {
    const row = await ctx.services.programme.create(ctx.viewer, await submission(input));
    return toProgrammeSession(row, ctx.services.config.expo.timeZone);
  }

  @Authorized('Admin')
  @Mutation(() => ProgrammeSession, {
    description: 'Changes a session: every field is replaced by the input (administrators)',
  })
  async updateProgrammeSession(
    @Arg('id', () => ID, { description: 'The session id' }) id: string,
    @Arg('input', () => ProgrammeSessionInput, { description: 'The session as it should be' })
    input: ProgrammeSessionInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ProgrammeSession> {
    const row = await ctx.services.programme.update(ctx.viewer, id, await submission(input));
    return toProgrammeSession(row, ctx.services.config.expo.timeZone);
  }

  @Authorized('Admin')
  @Mutation(() => ID, { description: 'Deletes a session and its speakers’ photos (administrators); answers its id' })
  async deleteProgrammeSession(
    @Arg('id', () => ID, { description: 'The session id' }) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<string> {
    return (await ctx.services.programme.delete(ctx.viewer, id)).id;
  }
}
