import {
  Arg,
  Args,
  Authorized,
  Ctx,
  Field,
  FieldResolver,
  ID,
  Mutation,
  ObjectType,
  Query,
  Resolver,
  Root,
} from 'type-graphql';
import { ConnectionArgs, ConnectionOf, toConnection } from '../../../graphql/connection.js';
import type { GraphQLContext } from '../../../graphql/context.js';
import { DateTimeISO } from '../../../graphql/date-time.js';
import { RateLimited } from '../../../graphql/rate-limit.js';
import { PageInput, PageOf, pageArgDescription, toPage } from '../../../graphql/page.js';
import { ViewerDependent } from '../../../graphql/viewer-dependent.js';
import type { KeysetWindow } from '../../../lib/keyset.js';
import { RentalCircle, Tool, ToolBrowseInput, toTool } from '../tools/tool.types.js';
import { MAX_SAVED_SEARCHES, searchPath } from './saved-search.service.js';
import { SAVED_TOOLS_PAGE } from './saved.service.js';
import type { SavedSearchRow } from './saved.table.js';
import { CurrencyCode } from '../../../graphql/money.js';

@ObjectType({ description: "A page of the signed-in user's saved tools that are listed now, the latest saved first" })
export class SavedToolPage extends PageOf(Tool) {}

@ObjectType({
  description:
    "The signed-in user's saved tools that are listed now as a connection, the latest saved first: read on from a cursor",
})
export class SavedToolConnection extends ConnectionOf(Tool, 'SavedTool') {}

const SavedToolWindow = ConnectionArgs(SAVED_TOOLS_PAGE.defaultSize, SAVED_TOOLS_PAGE.maxSize);

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
    @Arg('page', () => PageInput, {
      nullable: true,
      description: pageArgDescription(SAVED_TOOLS_PAGE.defaultSize, SAVED_TOOLS_PAGE.maxSize),
    })
    page: PageInput | null,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SavedToolPage> {
    const result = await ctx.services.savedTools.page(ctx.viewer, page ?? {});
    return toPage(result, (row) => toTool(row, ctx));
  }

  @Authorized()
  @Query(() => SavedToolConnection, {
    description:
      "The signed-in user's saved tools that are listed now as a connection, latest first: read on with first/after or back with last/before from cursors",
  })
  async savedToolsConnection(
    @Args(() => SavedToolWindow) window: KeysetWindow,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SavedToolConnection> {
    const result = await ctx.services.savedTools.connection(ctx.viewer, window);
    return toConnection(result, (row) => toTool(row, ctx), result.count);
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

@ObjectType({
  description: "A saved search: the marketplace's filters, e-mailed about at most daily when new tools match",
})
export class SavedSearch {
  @Field(() => ID, { description: "The search's id" }) id!: string;
  @Field(() => String, { description: 'The filters in words, e.g. "drill" · Power tools · in Ikeja' }) label!: string;
  @Field(() => String, { nullable: true, description: 'Words searched for' }) search!: string | null;
  @Field(() => ID, { nullable: true, description: 'The category (RentalCategory.id)' }) categoryId!: string | null;
  @Field(() => String, { nullable: true, description: 'The city' }) city!: string | null;
  @Field(() => String, { nullable: true, description: 'Lowest price, decimal text in currency' }) minPrice!:
    string | null;
  @Field(() => String, { nullable: true, description: 'Highest price, decimal text in currency' }) maxPrice!:
    string | null;
  @Field(() => RentalCircle, { nullable: true, description: 'Per hour or per day only' })
  rentalCircle!: RentalCircle | null;
  @Field(() => CurrencyCode, { nullable: true, description: 'Only tools priced in this currency' }) currency!:
    string | null;
  @Field(() => String, { description: 'The marketplace address of this search, e.g. /tools?q=drill&city=Ikeja' })
  path!: string;
  @Field(() => DateTimeISO, { description: 'When it was saved' }) createdAt!: Date;
}

const toSavedSearch = (row: SavedSearchRow): SavedSearch => ({
  id: row.id,
  label: row.label,
  search: row.filter.search ?? null,
  categoryId: row.filter.categoryId ?? null,
  city: row.filter.city ?? null,
  minPrice: row.filter.minPrice ?? null,
  maxPrice: row.filter.maxPrice ?? null,
  rentalCircle: (row.filter.rentalCircle as RentalCircle | undefined) ?? null,
  currency: row.filter.currency ?? null,
  path: searchPath(row.filter),
  createdAt: row.createdAt,
});

/** Saved searches and their daily e-mail's way out. */
@Resolver(() => SavedSearch)
export class SavedSearchResolver {
  @Authorized()
  @Query(() => [SavedSearch], { description: "The signed-in user's saved searches, oldest first" })
  async savedSearches(@Ctx() ctx: GraphQLContext): Promise<SavedSearch[]> {
    return (await ctx.services.savedSearches.list(ctx.viewer)).map(toSavedSearch);
  }

  @Authorized()
  @Mutation(() => SavedSearch, {
    description: `Keeps the marketplace's filters (dates aside) and e-mails at most daily about new matching tools; the same filters again answer the same search. At most ${MAX_SAVED_SEARCHES}`,
  })
  async saveSearch(
    @Arg('filter', () => ToolBrowseInput, { description: 'The filters, as the marketplace takes them' })
    filter: ToolBrowseInput,
    @Ctx() ctx: GraphQLContext,
  ): Promise<SavedSearch> {
    return toSavedSearch(await ctx.services.savedSearches.save(ctx.viewer, filter));
  }

  @Authorized()
  @Mutation(() => ID, { description: 'Removes one of your saved searches; answers its id' })
  deleteSavedSearch(
    @Arg('id', () => ID, { description: 'The saved search' }) id: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<string> {
    return ctx.services.savedSearches.remove(ctx.viewer, id);
  }

  @RateLimited('mail.unsubscribe')
  @Mutation(() => String, {
    nullable: true,
    description:
      "The e-mail's way out, signed in or not: the search of this token stops (answers its words; null when it was stopped already)",
  })
  unsubscribeSavedSearch(
    @Arg('token', () => String, { description: 'The token of the e-mail link' }) token: string,
    @Ctx() ctx: GraphQLContext,
  ): Promise<string | null> {
    return ctx.services.savedSearches.unsubscribe(token);
  }
}
