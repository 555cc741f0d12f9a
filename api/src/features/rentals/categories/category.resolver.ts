import { Arg, Authorized, Ctx, Field, ID, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { DateTimeISO } from '../../../graphql/date-time.js';
import type { GraphQLContext } from '../../../graphql/context.js';
import { GraphQLUpload, readUpload, type FileUpload } from '../../../graphql/upload.js';
import type { RentalCategoryRow } from './category.table.js';

@ObjectType({ description: 'A category tools are listed under (public); administrators manage them' })
export class RentalCategory {
  @Field(() => ID, { description: 'The category id' }) id!: string;
  @Field(() => String, { description: 'The name, unique whatever the letter case, at most 60 characters' })
  name!: string;
  @Field(() => String, { nullable: true, description: 'URL path of the image; null without one' })
  image!: string | null;
  @Field(() => DateTimeISO, { description: 'When it was last renamed or given a new image' })
  updatedAt!: Date;
}

const toCategory = (row: RentalCategoryRow): RentalCategory => ({
  id: row.id,
  name: row.name,
  image: row.image,
  updatedAt: row.updatedAt,
});

const IMAGE = 'PNG, JPEG or WebP, at most 5 MB';

@Resolver()
export class CategoryResolver {
  /*
   * The whole list, unpaged: administrators curate it by hand (a few dozen at most), and every form
   * and filter shows all of it in one menu.
   */
  @Query(() => [RentalCategory], { description: 'Every rental category, by name (a short list, not paged)' })
  async rentalCategories(@Ctx() ctx: GraphQLContext): Promise<RentalCategory[]> {
    return (await ctx.services.categories.list()).map(toCategory);
  }

  @Query(() => RentalCategory, {
    nullable: true,
    description: 'One rental category. Null with a NOT_FOUND error when there is none with this id',
  })
  async rentalCategory(
    @Arg('id', () => ID, { description: 'The category id' }) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<RentalCategory> {
    return toCategory(await ctx.services.categories.get(id));
  }

  @Authorized('Admin')
  @Mutation(() => RentalCategory, { description: 'Adds a category (administrators); CONFLICT if the name is taken' })
  async createRentalCategory(
    @Arg('name', () => String, { description: 'The name, 1 to 60 characters, not used by another category' })
    name: string,
    @Arg('image', () => GraphQLUpload, { nullable: true, description: `Its image: ${IMAGE}` })
    image: Promise<FileUpload> | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<RentalCategory> {
    return toCategory(await ctx.services.categories.create(ctx.viewer, { name }, await readUpload(image)));
  }

  @Authorized('Admin')
  @Mutation(() => RentalCategory, {
    description: 'Renames a category and/or replaces its image (administrators); CONFLICT if the name is taken',
  })
  async updateRentalCategory(
    @Arg('id', () => ID, { description: 'The category id' }) id: string,
    @Arg('name', () => String, { nullable: true, description: 'The new name; left out or empty keeps it' })
    name: string | null,
    @Arg('image', () => GraphQLUpload, { nullable: true, description: `A new image (${IMAGE}); left out keeps it` })
    image: Promise<FileUpload> | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<RentalCategory> {
    return toCategory(await ctx.services.categories.update(ctx.viewer, id, { name }, await readUpload(image)));
  }

  @Authorized('Admin')
  @Mutation(() => ID, {
    description:
      'Deletes a category and its image (administrators); answers its id. CONFLICT while any tool is filed under it',
  })
  async deleteRentalCategory(
    @Arg('id', () => ID, { description: 'The category id' }) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<string> {
    return (await ctx.services.categories.delete(ctx.viewer, id)).id;
  }
}
