import {
  Arg,
  Authorized,
  Ctx,
  Field,
  Float,
  GraphQLISODateTime,
  ID,
  InputType,
  Int,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
  Subscription,
  registerEnumType,
  type SubscribeResolverData,
} from 'type-graphql';
import type { GraphQLContext } from '../../../graphql/context.js';
import { GraphQLUpload, readUpload, type FileUpload } from '../../../graphql/upload.js';
import { canTool } from './tool.policy.js';
import type { BrowseSort, ToolFiles, ToolWithRefs } from './tool.service.js';
import type { ItemStatus } from './tool.table.js';
import type { ImageSlot } from './tool.validation.js';

export enum ToolSort {
  newest = 'newest',
  priceLow = 'priceLow',
  priceHigh = 'priceHigh',
  rating = 'rating',
}
registerEnumType(ToolSort, { name: 'ToolSort' });

export enum ImageSlotEnum {
  coverImage = 'coverImage',
  image1 = 'image1',
  image2 = 'image2',
  image3 = 'image3',
  image4 = 'image4',
}
registerEnumType(ImageSlotEnum, { name: 'ImageSlot' });

@ObjectType()
class ToolCategory {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
}

@ObjectType({ description: 'The owner as renters see them' })
class ToolOwner {
  @Field(() => ID) id!: string;
  @Field(() => String) firstName!: string;
}

@ObjectType()
export class Tool {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String) description!: string;
  @Field(() => Float, { description: 'Price per rental circle, in the site currency' }) price!: number;
  @Field(() => String, { description: 'hourly or daily' }) rentalCircle!: string;
  @Field(() => Int) units!: number;
  @Field(() => String, { description: 'Available (listed) or Unavailable (taken off the market by its owner)' })
  itemStatus!: string;
  @Field(() => ToolCategory) category!: ToolCategory;
  @Field(() => ToolOwner) owner!: ToolOwner;
  @Field(() => String) country!: string;
  @Field(() => String, { nullable: true }) state!: string | null;
  @Field(() => String) city!: string;
  @Field(() => String, {
    description:
      'IANA time zone of the pickup place, from its country (and city or state where a country has several): the dates and times of its bookings are clock times there',
  })
  timeZone!: string;
  @Field(() => String, { nullable: true, description: 'Pickup address: shown to the owner and administrators' })
  address!: string | null;
  @Field(() => String, { nullable: true }) coverImage!: string | null;
  @Field(() => String, { nullable: true }) image1!: string | null;
  @Field(() => String, { nullable: true }) image2!: string | null;
  @Field(() => String, { nullable: true }) image3!: string | null;
  @Field(() => String, { nullable: true }) image4!: string | null;
  @Field(() => Float, { nullable: true, description: 'Average of the reviews (1 to 5), null before the first' })
  rating!: number | null;
  @Field(() => Int) ratingCount!: number;
  @Field(() => GraphQLISODateTime) createdAt!: Date;
  @Field(() => Int, { nullable: true, description: "Paid bookings of the tool: only in the owner's own list" })
  bookingsCount!: number | null;
}

export function toTool({ tool, category, owner }: ToolWithRefs, ctx: GraphQLContext): Tool {
  const privileged = canTool(ctx.viewer, 'update', tool);
  return {
    id: tool.id,
    name: tool.name,
    description: tool.description,
    price: tool.priceCents / 100,
    rentalCircle: tool.rentalCircle,
    units: tool.units,
    itemStatus: tool.itemStatus,
    category,
    owner,
    country: tool.country,
    state: tool.state,
    city: tool.city,
    timeZone: tool.timeZone,
    address: privileged ? tool.address : null,
    coverImage: tool.coverImage,
    image1: tool.image1,
    image2: tool.image2,
    image3: tool.image3,
    image4: tool.image4,
    rating: tool.rating,
    ratingCount: tool.ratingCount,
    createdAt: tool.createdAt,
    bookingsCount: null,
  };
}

@ObjectType()
class ToolPage {
  @Field(() => [Tool]) items!: Tool[];
  @Field(() => Int, { description: 'Matching tools, counted up to 10,000' }) total!: number;
  @Field(() => Boolean, { description: 'More tools match than total says (10,000+)' }) totalCapped!: boolean;
  @Field(() => Int) page!: number;
  @Field(() => Int) pageSize!: number;
}

@InputType()
class ToolBrowseInput {
  @Field(() => String, { nullable: true, description: 'Words matched as prefixes in name and description' }) search?:
    string | null;
  @Field(() => ID, { nullable: true }) categoryId?: string | null;
  @Field(() => String, { nullable: true }) city?: string | null;
  @Field(() => Float, { nullable: true }) minPrice?: number | null;
  @Field(() => Float, { nullable: true }) maxPrice?: number | null;
  @Field(() => String, { nullable: true, description: 'Only tools free from this day (YYYY-MM-DD)…' }) freeFrom?:
    string | null;
  @Field(() => String, { nullable: true, description: '…to this day, included' }) freeTo?: string | null;
  @Field(() => ToolSort, { nullable: true }) sort?: ToolSort | null;
  @Field(() => Int, { nullable: true, defaultValue: 1 }) page?: number;
  @Field(() => Int, { nullable: true, defaultValue: 20, description: 'At most 50' }) pageSize?: number;
}

@InputType()
class ToolInput {
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => String, { description: 'A positive amount with at most 2 decimals, e.g. "25.50"' }) price!: string;
  @Field(() => String, { nullable: true, description: 'hourly or daily (default daily)' }) rentalCircle?: string | null;
  @Field(() => Int, { nullable: true, description: 'Identical units available (1 to 100, default 1)' }) units?:
    number | null;
  @Field(() => ID) categoryId!: string;
  @Field(() => String) country!: string;
  @Field(() => String, { nullable: true }) state?: string | null;
  @Field(() => String) city!: string;
  @Field(() => String, { nullable: true }) address?: string | null;
}

@InputType()
class ToolUpdateInput {
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => String, { nullable: true }) price?: string | null;
  @Field(() => String, { nullable: true }) rentalCircle?: string | null;
  @Field(() => Int, { nullable: true }) units?: number | null;
  @Field(() => ID, { nullable: true }) categoryId?: string | null;
  @Field(() => String, { nullable: true }) country?: string | null;
  @Field(() => String, { nullable: true }) state?: string | null;
  @Field(() => String, { nullable: true }) city?: string | null;
  @Field(() => String, { nullable: true }) address?: string | null;
}

async function readFiles(uploads: Partial<Record<ImageSlot, Promise<FileUpload> | null>>): Promise<ToolFiles> {
  const files: ToolFiles = {};
  for (const [slot, upload] of Object.entries(uploads) as [ImageSlot, Promise<FileUpload> | null][]) {
    const file = await readUpload(upload);
    if (file) files[slot] = file;
  }
  return files;
}

const renameInput = (input: ToolInput | ToolUpdateInput) => {
  const { price, ...rest } = input;
  return { ...rest, priceCents: price };
};

@Resolver(() => Tool)
export class ToolResolver {
  @Query(() => ToolPage, { description: 'The marketplace: listed tools, searched, filtered and sorted' })
  async tools(
    @Arg('filter', () => ToolBrowseInput, { nullable: true }) filter: ToolBrowseInput | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ToolPage> {
    const page = await ctx.services.tools.browse({ ...filter, sort: (filter?.sort ?? null) as BrowseSort | null });
    return { ...page, items: page.items.map((row) => toTool(row, ctx)) };
  }

  @Query(() => Tool)
  async tool(@Arg('id', () => ID) id: string, @Ctx() ctx: GraphQLContext): Promise<Tool> {
    return toTool(await ctx.services.tools.get(ctx.viewer, id), ctx);
  }

  @Authorized()
  @Query(() => [Tool], { description: "The signed-in user's own tools, listed or not" })
  async myTools(@Ctx() ctx: GraphQLContext): Promise<Tool[]> {
    const rows = await ctx.services.tools.listOwned(ctx.viewer, ctx.viewer!.user.id);
    const counts = await ctx.services.bookings.countsByTool(rows.map((r) => r.tool.id));
    return rows.map((row) => ({ ...toTool(row, ctx), bookingsCount: counts.get(row.tool.id) ?? 0 }));
  }

  @Authorized()
  @Mutation(() => Tool, { description: 'Lists a tool (Available); a cover image is required, up to 4 more images' })
  async createTool(
    @Arg('input', () => ToolInput) input: ToolInput,
    @Arg('coverImage', () => GraphQLUpload, { nullable: true }) coverImage: Promise<FileUpload> | null,
    @Arg('image1', () => GraphQLUpload, { nullable: true }) image1: Promise<FileUpload> | null,
    @Arg('image2', () => GraphQLUpload, { nullable: true }) image2: Promise<FileUpload> | null,
    @Arg('image3', () => GraphQLUpload, { nullable: true }) image3: Promise<FileUpload> | null,
    @Arg('image4', () => GraphQLUpload, { nullable: true }) image4: Promise<FileUpload> | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Tool> {
    const files = await readFiles({ coverImage, image1, image2, image3, image4 });
    return toTool(await ctx.services.tools.create(ctx.viewer, ctx.viewer!.user.id, renameInput(input), files), ctx);
  }

  @Authorized()
  @Mutation(() => Tool, {
    description: 'Edits a tool (owner or admin); upload to replace an image, removeImages to drop one',
  })
  async updateTool(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => ToolUpdateInput) input: ToolUpdateInput,
    @Arg('coverImage', () => GraphQLUpload, { nullable: true }) coverImage: Promise<FileUpload> | null,
    @Arg('image1', () => GraphQLUpload, { nullable: true }) image1: Promise<FileUpload> | null,
    @Arg('image2', () => GraphQLUpload, { nullable: true }) image2: Promise<FileUpload> | null,
    @Arg('image3', () => GraphQLUpload, { nullable: true }) image3: Promise<FileUpload> | null,
    @Arg('image4', () => GraphQLUpload, { nullable: true }) image4: Promise<FileUpload> | null,
    @Arg('removeImages', () => [ImageSlotEnum], { nullable: true }) removeImages: ImageSlotEnum[] | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Tool> {
    const files = await readFiles({ coverImage, image1, image2, image3, image4 });
    const row = await ctx.services.tools.update(
      ctx.viewer,
      id,
      renameInput(input),
      files,
      (removeImages ?? []) as ImageSlot[],
    );
    return toTool(row, ctx);
  }

  @Authorized()
  @Mutation(() => Tool, { description: "Re-list ('Available') or unlist ('Unavailable') a tool" })
  async setToolStatus(
    @Arg('id', () => ID) id: string,
    @Arg('status', () => String) status: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Tool> {
    return toTool(await ctx.services.tools.setStatus(ctx.viewer, id, status as ItemStatus), ctx);
  }

  @Authorized()
  @Subscription(() => Tool, {
    description: "One of the signed-in user's tools was created or changed",
    topics: 'TOOL_CHANGED',
    topicId: ({ context }: SubscribeResolverData<unknown, unknown, GraphQLContext>) => context.viewer!.user.id,
  })
  async myToolChanged(@Root() event: { toolId: string }, @Ctx() ctx: GraphQLContext): Promise<Tool> {
    return toTool(await ctx.services.tools.get(ctx.viewer, event.toolId), ctx);
  }
}
