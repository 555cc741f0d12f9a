import {
  Arg,
  Args,
  Authorized,
  Ctx,
  ID,
  Mutation,
  Query,
  Resolver,
  Root,
  Subscription,
  type SubscribeResolverData,
} from 'type-graphql';
import { ConnectionArgs, toConnection } from '../../../graphql/connection.js';
import type { GraphQLContext } from '../../../graphql/context.js';
import type { KeysetWindow } from '../../../lib/keyset.js';
import { PageInput, pageArgDescription, toPage } from '../../../graphql/page.js';
import { GraphQLUpload, readUpload, type FileUpload } from '../../../graphql/upload.js';
import { TOTAL_CAP, type ToolFiles } from './tool.service.js';
import {
  ImageSlot,
  ItemStatus,
  MyToolConnection,
  MyToolPage,
  Tool,
  ToolBrowseInput,
  ToolConnection,
  ToolInput,
  ToolOrder,
  ToolPage,
  ToolUpdateInput,
  toTool,
} from './tool.types.js';
import type { ImageSlot as ImageSlotName } from './tool.validation.js';

// The bookings feature shows a booking's tool with the same type.
export { Tool, toTool } from './tool.types.js';

async function readFiles(uploads: Partial<Record<ImageSlotName, Promise<FileUpload> | null>>): Promise<ToolFiles> {
  const files: ToolFiles = {};
  for (const [slot, upload] of Object.entries(uploads) as [ImageSlotName, Promise<FileUpload> | null][]) {
    const file = await readUpload(upload);
    if (file) files[slot] = file;
  }
  return files;
}

// Built when the module loads: type-graphql reads argument classes' metadata before it calls the resolvers' type functions.
const BrowseWindow = ConnectionArgs(20, 50);
const OwnWindow = ConnectionArgs(20, 100);

const COVER = 'The cover image: PNG, JPEG or WebP, at most 5 MB';
const imageArg = (n: number) => `Image ${n}: PNG, JPEG or WebP, at most 5 MB`;

@Resolver(() => Tool)
export class ToolResolver {
  @Query(() => ToolPage, { description: 'The marketplace: listed (AVAILABLE) tools, searched, filtered and ordered' })
  async tools(
    @Arg('filter', () => ToolBrowseInput, { nullable: true, description: 'What to narrow the list to' })
    filter: ToolBrowseInput | null,
    @Arg('orderBy', () => ToolOrder, { nullable: true, description: 'The order; newest first when left out' })
    orderBy: ToolOrder | null,
    @Arg('page', () => PageInput, {
      nullable: true,
      description: `${pageArgDescription(20, 50)}; pages reach the first ${TOTAL_CAP.toLocaleString('en')} matches (see totalCapped)`,
    })
    page: PageInput | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ToolPage> {
    const result = await ctx.services.tools.browse(filter ?? {}, orderBy, page ?? {});
    // Pages reach the first `total` matches, capped or not: hasMore is false on the last of them.
    return { ...toPage(result, (row) => toTool(row, ctx)), totalCapped: result.totalCapped };
  }

  @Query(() => ToolConnection, {
    description:
      'The marketplace as a connection: the filters and orders of tools, read on with first/after or back with last/before from cursors, so a tool listed between two reads neither repeats nor pushes another out',
  })
  async toolsConnection(
    @Arg('filter', () => ToolBrowseInput, { nullable: true, description: 'What to narrow the list to' })
    filter: ToolBrowseInput | null,
    @Arg('orderBy', () => ToolOrder, {
      nullable: true,
      description:
        'The order; newest first when left out. A cursor belongs to its order: change the order, start again',
    })
    orderBy: ToolOrder | null,
    @Args(() => BrowseWindow) window: KeysetWindow,
    @Ctx() ctx: GraphQLContext,
  ): Promise<ToolConnection> {
    const result = await ctx.services.tools.browseConnection(filter ?? {}, orderBy, window);
    let counted: ReturnType<typeof result.count> | undefined;
    const count = () => (counted ??= result.count());
    const connection = toConnection(
      result,
      (row) => toTool(row, ctx),
      async () => (await count()).total,
    );
    // Counted only when asked for, as totalCount is.
    return Object.defineProperty(connection, 'totalCountCapped', {
      enumerable: true,
      get: async () => (await count()).totalCapped,
    }) as ToolConnection;
  }

  @Query(() => Tool, {
    nullable: true,
    description:
      'One tool: a listed one for anyone, an unlisted one for its owner and administrators. Null with a NOT_FOUND error when it does not exist (or is deleted) or the viewer may not see it',
  })
  async tool(
    @Arg('id', () => ID, { description: 'The tool id' }) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Tool> {
    return toTool(await ctx.services.tools.get(ctx.viewer, id), ctx);
  }

  @Authorized()
  @Query(() => MyToolPage, { description: "The signed-in user's own tools, listed or not, newest first" })
  async myTools(
    @Arg('page', () => PageInput, { nullable: true, description: pageArgDescription(20, 100) }) page: PageInput | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<MyToolPage> {
    const result = await ctx.services.tools.pageOwned(ctx.viewer, ctx.viewer!.user.id, page ?? {});
    const counts = await ctx.services.bookings.countsByTool(result.items.map((r) => r.tool.id));
    return toPage(result, (row) => ({ ...toTool(row, ctx), bookingsCount: counts.get(row.tool.id) ?? 0 }));
  }

  @Authorized()
  @Query(() => MyToolConnection, {
    description:
      "The signed-in user's own tools as a connection, newest first: read on with first/after or back with last/before from cursors",
  })
  async myToolsConnection(
    @Args(() => OwnWindow) window: KeysetWindow,
    @Ctx() ctx: GraphQLContext,
  ): Promise<MyToolConnection> {
    const result = await ctx.services.tools.ownedConnection(ctx.viewer, ctx.viewer!.user.id, window);
    const counts = await ctx.services.bookings.countsByTool(result.edges.map((edge) => edge.node.tool.id));
    return toConnection(
      result,
      (row) => ({ ...toTool(row, ctx), bookingsCount: counts.get(row.tool.id) ?? 0 }),
      result.count,
    );
  }

  @Authorized()
  @Mutation(() => Tool, {
    description: 'Lists a tool (AVAILABLE) under the signed-in account; a cover image is required, up to 4 more images',
  })
  async createTool(
    @Arg('input', () => ToolInput, { description: 'The tool' }) input: ToolInput,
    @Arg('coverImage', () => GraphQLUpload, { nullable: true, description: `${COVER}; required` })
    coverImage: Promise<FileUpload> | null,
    @Arg('image1', () => GraphQLUpload, { nullable: true, description: imageArg(1) })
    image1: Promise<FileUpload> | null,
    @Arg('image2', () => GraphQLUpload, { nullable: true, description: imageArg(2) })
    image2: Promise<FileUpload> | null,
    @Arg('image3', () => GraphQLUpload, { nullable: true, description: imageArg(3) })
    image3: Promise<FileUpload> | null,
    @Arg('image4', () => GraphQLUpload, { nullable: true, description: imageArg(4) })
    image4: Promise<FileUpload> | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Tool> {
    const files = await readFiles({ coverImage, image1, image2, image3, image4 });
    return toTool(await ctx.services.tools.create(ctx.viewer, ctx.viewer!.user.id, { ...input }, files), ctx);
  }

  @Authorized()
  @Mutation(() => Tool, {
    description: 'Edits a tool (its owner or an administrator); upload to replace an image, removeImages to drop one',
  })
  async updateTool(
    @Arg('id', () => ID, { description: 'The tool id' }) id: string,
    @Arg('input', () => ToolUpdateInput, { description: 'What changes' }) input: ToolUpdateInput,
    @Arg('coverImage', () => GraphQLUpload, { nullable: true, description: `${COVER}; replaces the current one` })
    coverImage: Promise<FileUpload> | null,
    @Arg('image1', () => GraphQLUpload, { nullable: true, description: imageArg(1) })
    image1: Promise<FileUpload> | null,
    @Arg('image2', () => GraphQLUpload, { nullable: true, description: imageArg(2) })
    image2: Promise<FileUpload> | null,
    @Arg('image3', () => GraphQLUpload, { nullable: true, description: imageArg(3) })
    image3: Promise<FileUpload> | null,
    @Arg('image4', () => GraphQLUpload, { nullable: true, description: imageArg(4) })
    image4: Promise<FileUpload> | null,
    @Arg('removeImages', () => [ImageSlot], {
      nullable: true,
      description: 'Images to drop; the cover only together with a new coverImage',
    })
    removeImages: ImageSlot[] | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Tool> {
    const files = await readFiles({ coverImage, image1, image2, image3, image4 });
    const row = await ctx.services.tools.update(ctx.viewer, id, { ...input }, files, removeImages ?? []);
    return toTool(row, ctx);
  }

  @Authorized()
  @Mutation(() => Tool, {
    description: 'Re-lists (AVAILABLE) or unlists (UNAVAILABLE) a tool: its owner or an administrator',
  })
  async setToolStatus(
    @Arg('id', () => ID, { description: 'The tool id' }) id: string,
    @Arg('status', () => ItemStatus, { description: 'The new status' }) status: ItemStatus,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Tool> {
    return toTool(await ctx.services.tools.setStatus(ctx.viewer, id, status), ctx);
  }

  @Authorized()
  @Mutation(() => ID, {
    description:
      'Deletes a tool (its owner or an administrator) and its images; answers its id. Refused with CONFLICT while a booking of it is held for payment, confirmed or picked up. Past bookings keep showing it',
  })
  async deleteTool(
    @Arg('id', () => ID, { description: 'The tool id' }) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<string> {
    return (await ctx.services.tools.delete(ctx.viewer, id)).id;
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
