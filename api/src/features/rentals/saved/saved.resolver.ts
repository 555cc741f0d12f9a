import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import type { GraphQLContext } from '../../../graphql/context.js';
import { PageInput, PageOf, pageArgDescription, toPage } from '../../../graphql/page.js';
import { ViewerDependent } from '../../../graphql/viewer-dependent.js';
import { Tool, toTool } from '../tools/tool.types.js';

@ObjectType({ description: "A page of the signed-in user's saved tools that are listed now, the latest saved first" })
export class SavedToolPage extends PageOf(Tool) {}

/** A renter's saved tools (favourites): the heart on a tool, and the Saved page. */
@Resolver(() => Tool)
export class SavedToolResolver {
  @FieldResolver(() => Boolean, { description: 'The signed-in viewer saved this tool (false when signed out)' })
  @ViewerDependent()
  saved(@Root() tool: Tool, @Ctx() ctx: GraphQLContext): Promise<boolean> {
    return ctx.loaders.savedTools.load(tool.id);
  }

  @Authorized()
  @Query(() => SavedToolPage, { description: "The signed-in user's saved tools that are listed now, latest first" })
  async savedTools(
    @Arg('page', () => PageInput, { nullable: true, description: pageArgDescription(20, 100) }) page: PageInput | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SavedToolPage> {
    const result = await ctx.services.savedTools.page(ctx.viewer, page ?? {});
    return toPage(result, (row) => toTool(row, ctx));
  }

  @Authorized()
  @Mutation(() => Tool, {
    description: 'Saves a tool the viewer may see (saved: true) or forgets it (false); doing it twice changes nothing',
  })
  async saveTool(
    @Arg('toolId', () => ID, { description: 'The tool' }) toolId: string,
    @Arg('saved', () => Boolean, { description: 'true to save it, false to forget it' }) saved: boolean,
    @Ctx() ctx: GraphQLContext,
  ): Promise<Tool> {
    const row = await ctx.services.savedTools.save(ctx.viewer, toolId, saved);
    // The loader may have read the old state earlier in this operation.
    ctx.loaders.savedTools.clear(row.tool.id).prime(row.tool.id, saved);
    return toTool(row, ctx);
  }
}
