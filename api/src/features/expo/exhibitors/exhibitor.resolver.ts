import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { GraphQLContext } from '../../../graphql/context.js';
import { GraphQLUpload, readUpload, type FileUpload } from '../../../graphql/upload.js';
import { DirectoryCompany, Exhibitor, ExhibitorInput, toDirectoryCompany, toExhibitor } from './exhibitor.types.js';

const LOGO = 'PNG, JPEG or WebP, at most 5 MB (multipart request)';

@Resolver()
export class ExhibitorResolver {
  /*
   * Unpaged: the exhibitors and sponsors of one edition are a list the organisers keep by hand, and
   * the page filters all of it by category.
   */
  @Query(() => [DirectoryCompany], {
    description: 'The exhibitor directory of this edition by company name: exhibitors and approved sponsors',
  })
  async exhibitors(@Ctx() ctx: GraphQLContext): Promise<DirectoryCompany[]> {
    return (await ctx.services.exhibitors.directory()).map(toDirectoryCompany);
  }

  @Query(() => Exhibitor, {
    nullable: true,
    description: 'One exhibitor record of this edition; null with NOT_FOUND when there is none',
  })
  async exhibitor(
    @Arg('id', () => ID, { description: 'The exhibitor id' }) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Exhibitor> {
    return toExhibitor(await ctx.services.exhibitors.get(id));
  }

  @Authorized('Admin')
  @Mutation(() => Exhibitor, {
    description: 'Adds an exhibitor to the directory (administrators); CONFLICT if the sponsor has one already',
  })
  async createExhibitor(
    @Arg('input', () => ExhibitorInput, { description: 'The exhibitor' }) input: ExhibitorInput,
    @Arg('logo', () => GraphQLUpload, { nullable: true, description: `Its logo: ${LOGO}` })
    logo: Promise<FileUpload> | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Exhibitor> {
    return toExhibitor(await ctx.services.exhibitors.create(ctx.viewer, { ...input }, await readUpload(logo)));
  }

  @Authorized('Admin')
  @Mutation(() => Exhibitor, {
    description: 'Changes an exhibitor: every field is replaced by the input; a logo sent replaces its logo',
  })
  async updateExhibitor(
    @Arg('id', () => ID, { description: 'The exhibitor id' }) id: string,
    @Arg('input', () => ExhibitorInput, { description: 'The exhibitor as it should be' }) input: ExhibitorInput,
    @Arg('logo', () => GraphQLUpload, { nullable: true, description: `A new logo (${LOGO}); left out keeps it` })
    logo: Promise<FileUpload> | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Exhibitor> {
    return toExhibitor(await ctx.services.exhibitors.update(ctx.viewer, id, { ...input }, await readUpload(logo)));
  }

  @Authorized('Admin')
  @Mutation(() => ID, {
    description:
      'Deletes an exhibitor and its logo (administrators); answers its id. A sponsor it stood for stays listed',
  })
  async deleteExhibitor(
    @Arg('id', () => ID, { description: 'The exhibitor id' }) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<string> {
    return (await ctx.services.exhibitors.delete(ctx.viewer, id)).id;
  }
}
