import { Field, Int, ObjectType, type ClassType } from 'type-graphql';

/**
 * The fields of every paged list: one page of `items`, how many match in all, and which page this is.
 * The base type itself never reaches the schema: only types a resolver uses are emitted.
 */
export function PageOf<T extends object>(item: ClassType<T>) {
  @ObjectType()
  abstract class Page {
    @Field(() => [item]) items!: T[];
    @Field(() => Int) total!: number;
    @Field(() => Int) page!: number;
    @Field(() => Int) pageSize!: number;
  }
  return Page;
}
