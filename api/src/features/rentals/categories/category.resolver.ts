import {
  Arg,
  Authorized,
  Ctx,
  Field,
  GraphQLISODateTime,
  ID,
  Mutation,
  ObjectType,
  Query,
  Resolver,
} from 'type-graphql';
import type { GraphQLContext } from '../../../graphql/context.js';
import { GraphQLUpload, readUpload, type FileUpload } from '../../../graphql/upload.js';
import type { RentalCategoryRow } from './category.table.js';

@ObjectType()
export class RentalCategory {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true, description: 'URL path of the image' }) image!: string | null;
  @Field(() => GraphQLISODateTime) updatedAt!: Date;
}

const toCategory = (row: RentalCategoryRow): RentalCategory => ({
  id: row.id,
  name: row.name,
  image: row.image,
  updatedAt: row.updatedAt,
});

@Resolver()
export class CategoryResolver {
  @Query(() => [RentalCategory], { description: 'Rental categories, by name' })
  async rentalCategories(@Ctx() ctx: GraphQLContext): Promise<RentalCategory[]> {
    return (await ctx.services.categories.list()).map(toCategory);
  }

  @Query(() => RentalCategory)
  async rentalCategory(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<RentalCategory> {
    return toCategory(await ctx.services.categories.get(id));
  }

  @Authorized('Admin')
  @Mutation(() => RentalCategory)
  async createRentalCategory(
    @Arg('name', () => String) name: string,
    @Arg('image', () => GraphQLUpload, { nullable: true }) image: Promise<FileUpload> | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<RentalCategory> {
    return toCategory(await ctx.services.categories.create(ctx.viewer, { name }, await readUpload(image)));
  }

  @Authorized('Admin')
  @Mutation(() => RentalCategory)
  async updateRentalCategory(
    @Arg('id', () => ID) id: string,
    @Arg('name', () => String, { nullable: true }) name: string | null,
    @Arg('image', () => GraphQLUpload, { nullable: true }) image: Promise<FileUpload> | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<RentalCategory> {
    return toCategory(await ctx.services.categories.update(ctx.viewer, id, { name }, await readUpload(image)));
  }
}
