import { Field, InputType, registerEnumType } from 'type-graphql';

/** Which way a list is ordered. GraphQL names ASC and DESC; the services read 'asc' and 'desc'. */
export enum OrderDirection {
  ASC = 'asc',
  DESC = 'desc',
}
registerEnumType(OrderDirection, {
  name: 'OrderDirection',
  description: 'Which way a list is ordered',
  valuesConfig: {
    ASC: { description: 'Smallest, earliest or A first' },
    DESC: { description: 'Largest, latest or Z first' },
  },
});

/**
 * The order input of one list: `field` from that list's own enum (each enum value maps to the
 * column name the service sorts by) and a direction. A list's default order is in its description.
 */
export function OrderOf<F extends string>(fieldEnum: object, name: string, description: string) {
  @InputType(name, { description })
  abstract class Order {
    @Field(() => fieldEnum, { description: 'What to order by' }) field!: F;
    @Field(() => OrderDirection, {
      nullable: true,
      description: 'Which way; by default ascending, except where the field says otherwise',
    })
    direction?: OrderDirection | null;
  }
  return Order;
}

/**
 * The description of a list's `orderBy` argument, which its page field and its connection share
 * (one @ArgsType per list): the default order, and that a cursor is read in the order it was made.
 */
export const orderByDescription = (byDefault: string) =>
  `${byDefault} unless given. A connection's cursor belongs to its order: change the order, start again`;
