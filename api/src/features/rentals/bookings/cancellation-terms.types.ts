import { Field, Int, ObjectType } from 'type-graphql';
import { DateTimeISO } from '../../../graphql/date-time.js';
import { CancellationPolicy } from '../tools/tool.types.js';
import { policySummary, refundDeadlines, type CancellationPolicy as PolicyName } from '../tools/cancellation-policy.js';

@ObjectType({ description: 'A share of the rental amount a cancellation still refunds, and until when' })
export class RefundDeadline {
  @Field(() => Int, {
    description:
      'Share of the rental amount refunded, in percent: 100 is a refund in full, less is a refund in part (the deposit always comes back in full)',
  })
  percent!: number;
  @Field(() => DateTimeISO, {
    description: "The last moment a cancellation refunds this share: show it on the tool's clocks (its timeZone)",
  })
  until!: Date;
}

@ObjectType({
  description:
    "What cancelling would give back, shown before the renter pays: the tool's policy (the booking keeps it) in words, and its refund deadlines counted from now",
})
export class CancellationTerms {
  @Field(() => CancellationPolicy, { description: 'The policy the booking would be made under' })
  policy!: CancellationPolicy;
  @Field(() => String, { description: 'The policy in one sentence' }) summary!: string;
  @Field(() => [RefundDeadline], {
    description:
      'Each refund a cancellation still gives, the largest share first, with its deadline (the server computes them from now); empty: cancelling would refund nothing of the rental amount',
  })
  refundDeadlines!: RefundDeadline[];
}

/** The terms of a booking under `policy` starting at `startsAt`, as they stand at `now`. */
export function cancellationTerms(policy: PolicyName, startsAt: Date, now: Date): CancellationTerms {
  return {
    policy: policy as CancellationPolicy,
    summary: policySummary(policy),
    refundDeadlines: refundDeadlines(policy, startsAt, now),
  };
}
