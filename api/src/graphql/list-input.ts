import { Field, InputType, Int, registerEnumType } from 'type-graphql';

export enum SortDirection {
  asc = 'asc',
  desc = 'desc',
}
registerEnumType(SortDirection, { name: 'SortDirection' });

@InputType({ description: 'Server-side paging, prefix search and sort of a list' })
export class ListInput {
  @Field(() => Int, { nullable: true, defaultValue: 1 }) page?: number;
  @Field(() => Int, { nullable: true, defaultValue: 25, description: 'At most 100' }) pageSize?: number;
  @Field(() => String, { nullable: true, description: 'Each word must start a name, e-mail or code' }) search?:
    string | null;
  @Field(() => String, { nullable: true }) sortBy?: string | null;
  @Field(() => SortDirection, { nullable: true }) sortDirection?: SortDirection | null;
}
