import { ArgsType, Field, ID, Int, ObjectType } from 'type-graphql';
import { ConnectionOf } from '../../graphql/connection.js';
import { DateTimeISO } from '../../graphql/date-time.js';
import { PageOf } from '../../graphql/page.js';
import type { PrivacyRequestRow } from '../expo/expo.table.js';
import { PrivacyRequestStatus } from '../expo/my-registration.types.js';
import type { PastEditions } from '../expo/privacy-requests.service.js';

@ObjectType({ description: 'A request, made from "My registration", to delete a registration' })
export class PrivacyRequest {
  @Field(() => ID, { description: 'The request id' }) id!: string;
  @Field(() => PrivacyRequestStatus, { description: 'Where it stands' }) status!: PrivacyRequestStatus;
  @Field(() => ID, { nullable: true, description: 'The registration; null once it is deleted' })
  participantId!: string | null;
  @Field(() => String, { description: 'The registration code (kept after the deletion)' })
  registrationCode!: string;
  @Field(() => String, { nullable: true, description: "The person's name; cleared once the request is completed" })
  name!: string | null;
  @Field(() => String, { nullable: true, description: 'Where the answer goes; cleared once completed' })
  email!: string | null;
  @Field(() => DateTimeISO, { description: 'When the person asked' }) requestedAt!: Date;
  @Field(() => DateTimeISO, { nullable: true, description: 'When it was decided; null while pending' })
  decidedAt!: Date | null;
  @Field(() => String, { nullable: true, description: 'The administrator who decided, as "First Last"' })
  decidedBy!: string | null;
  @Field(() => String, { nullable: true, description: 'Why it was declined (sent to the person); null otherwise' })
  declineReason!: string | null;
}

export const toPrivacyRequest = (r: PrivacyRequestRow): PrivacyRequest => ({
  id: r.id,
  status: r.status as PrivacyRequestStatus,
  participantId: r.participantId,
  registrationCode: r.registrationCode,
  name: r.name,
  email: r.email,
  requestedAt: r.createdAt,
  decidedAt: r.decidedAt,
  decidedBy: r.decidedByName,
  declineReason: r.declineReason,
});

@ObjectType({ description: 'One page of deletion requests: pending ones first (oldest first), then decided ones' })
export class PrivacyRequestPage extends PageOf(PrivacyRequest) {}

@ObjectType({
  description:
    'Deletion requests as a connection (pending ones first, oldest first, then decided ones): read on from a cursor, so none repeats or is skipped',
})
export class PrivacyRequestConnection extends ConnectionOf(PrivacyRequest) {}

/** The deletion requests' filter: adminPrivacyRequests and adminPrivacyRequestsConnection take the same. */
@ArgsType()
export class PrivacyRequestListArgs {
  @Field(() => PrivacyRequestStatus, { nullable: true, description: 'Only the requests in this state' })
  status?: PrivacyRequestStatus | null;
}

@ObjectType({ description: 'The participants and sponsors of past editions (years before the current one)' })
export class PastEditionsSummary {
  @Field(() => Int, { description: 'Editions before this year are past: the current edition' }) beforeYear!: number;
  @Field(() => Int, { description: 'Participants of past editions' }) participants!: number;
  @Field(() => Int, { description: 'Sponsorship applications of past editions' }) sponsors!: number;
  @Field(() => [Int], { description: 'The past editions that still hold data, oldest first' }) years!: number[];
}

export const toPastEditionsSummary = (p: PastEditions): PastEditionsSummary => ({ ...p });
