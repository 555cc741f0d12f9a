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
