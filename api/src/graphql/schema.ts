import 'reflect-metadata';
import { GraphQLSchema } from 'graphql';
import { buildSchema } from 'type-graphql';
import { DateTimeISO } from './date-time.js';
import { AccountResolver } from '../features/accounts/account.resolver.js';
import { AdminResolver } from '../features/admin/admin.resolver.js';
import { CheckInResolver } from '../features/admin/check-in.resolver.js';
import { CheckInDeskResolver } from '../features/expo/check-in/check-in.resolver.js';
import { InboxResolver } from '../features/admin/inbox.resolver.js';
import { AdminRecordsResolver } from '../features/admin/records.resolver.js';
import { AdminParticipantConsentsResolver, AdminPrivacyResolver } from '../features/admin/privacy.resolver.js';
import { ExpoResolver } from '../features/expo/expo.resolver.js';
import { ExhibitorResolver } from '../features/expo/exhibitors/exhibitor.resolver.js';
import { InvoiceResolver } from '../features/expo/invoices/invoice.resolver.js';
import { BadgePrintResolver } from '../features/expo/badges/badge-print.resolver.js';
import { ProgrammeResolver } from '../features/expo/programme/programme.resolver.js';
import { SessionSeatResolver } from '../features/expo/programme/session-seat.resolver.js';
import { RegistrationTypeResolver } from '../features/expo/registration-types/registration-type.resolver.js';
import { WaitlistResolver } from '../features/expo/waitlist/waitlist.resolver.js';
import { AccessCodeResolver, SponsorVipPassesResolver } from '../features/expo/access-codes/access-code.resolver.js';
import { MyRegistrationResolver } from '../features/expo/my-registration.resolver.js';
import { MailingResolver } from '../features/mailings/mailing.resolver.js';
import { OutboxResolver } from '../features/outbox/outbox.resolver.js';
import { CategoryResolver } from '../features/rentals/categories/category.resolver.js';
import { NotificationResolver } from '../features/notifications/notification.resolver.js';
import { BookingResolver, BookingTimelineResolver } from '../features/rentals/bookings/booking.resolver.js';
import { ToolBlockResolver } from '../features/rentals/bookings/block.resolver.js';
import { SavedSearchResolver, SavedToolResolver } from '../features/rentals/saved/saved.resolver.js';
import { OwnerProfileResolver, RenterProfileResolver } from '../features/rentals/profiles/profile.resolver.js';
import { NotificationBookingSideResolver } from '../features/rentals/bookings/booking-notes.resolver.js';
import {
  BookingCancellationResolver,
  ToolOwnerCancellationsResolver,
} from '../features/rentals/bookings/cancellation.resolver.js';
import { BookingLedgerResolver } from '../features/rentals/payments/booking-ledger.resolver.js';
import { BookingReceiptResolver } from '../features/rentals/payments/documents/receipt.resolver.js';
import { HandoverResolver } from '../features/rentals/handovers/handover.resolver.js';
import { AdminIdentityResolver, IdentityResolver } from '../features/identity/identity.resolver.js';
import { BookingDisputesResolver, DisputeResolver } from '../features/rentals/disputes/dispute.resolver.js';
import { BookingConversationResolver, MessageResolver } from '../features/rentals/messages/message.resolver.js';
import { PaymentResolver } from '../features/rentals/payments/payment.resolver.js';
import { BookingRequestResolver } from '../features/rentals/payments/request.resolver.js';
import { GroupRegistrationResolver } from '../features/expo/groups/group.resolver.js';
import { PaidRegistrationResolver } from '../features/expo/paid-registration/order.resolver.js';
import { AdminParticipantGroupResolver } from '../features/admin/registration-group.resolver.js';
import { ExtensionResolver } from '../features/rentals/payments/extension.resolver.js';
import { EarningsResolver, PayoutResolver } from '../features/rentals/payments/payout.resolver.js';
import { ReviewResolver } from '../features/rentals/reviews/review.resolver.js';
import { ToolResolver } from '../features/rentals/tools/tool.resolver.js';
import { SiteResolver } from '../features/site/site.resolver.js';
import { WebhookResolver } from '../features/webhooks/webhook.resolver.js';
import { ApiTokenResolver } from '../features/api-tokens/api-token.resolver.js';
import { AdminParticipant, AdminSponsor } from '../features/admin/admin.types.js';
import { User } from '../features/accounts/account.types.js';
import { MyRegistration } from '../features/expo/my-registration.types.js';
import { BookingTool } from '../features/rentals/bookings/booking.types.js';
import { Tool } from '../features/rentals/tools/tool.types.js';
import { countryCodeResolver } from './country-code.js';
import { nameFieldErrorsFromArguments } from './argument-paths.js';
import { authChecker } from './auth-checker.js';
import { ErrorCodeEnum } from './error-codes.js';
import type { AppPubSub } from './pubsub.js';

export const resolvers = [
  AccountResolver,
  AdminResolver,
  CheckInResolver,
  CheckInDeskResolver,
  AdminRecordsResolver,
  InboxResolver,
  ExpoResolver,
  ProgrammeResolver,
  RegistrationTypeResolver,
  WaitlistResolver,
  AccessCodeResolver,
  SponsorVipPassesResolver,
  GroupRegistrationResolver,
  PaidRegistrationResolver,
  AdminParticipantGroupResolver,
  ExhibitorResolver,
  InvoiceResolver,
  BadgePrintResolver,
  MyRegistrationResolver,
  SessionSeatResolver,
  AdminPrivacyResolver,
  AdminParticipantConsentsResolver,
  MailingResolver,
  OutboxResolver,
  WebhookResolver,
  CategoryResolver,
  ToolResolver,
  BookingResolver,
  BookingTimelineResolver,
  ToolBlockResolver,
  SavedToolResolver,
  SavedSearchResolver,
  OwnerProfileResolver,
  RenterProfileResolver,
  BookingCancellationResolver,
  ToolOwnerCancellationsResolver,
  HandoverResolver,
  IdentityResolver,
  AdminIdentityResolver,
  BookingLedgerResolver,
  BookingReceiptResolver,
  PaymentResolver,
  BookingRequestResolver,
  ExtensionResolver,
  PayoutResolver,
  EarningsResolver,
  DisputeResolver,
  BookingDisputesResolver,
  MessageResolver,
  BookingConversationResolver,
  ReviewResolver,
  NotificationResolver,
  NotificationBookingSideResolver,
  SiteResolver,
  ApiTokenResolver,
  // countryCode beside each country name kept as it was written.
  countryCodeResolver(AdminParticipant),
  countryCodeResolver(AdminSponsor),
  countryCodeResolver(MyRegistration),
  countryCodeResolver(Tool),
  countryCodeResolver(BookingTool),
  countryCodeResolver(User),
] as const;

/** Inputs are validated by the services (shared with REST), so type-graphql's validation is off. */
export async function buildAppSchema(pubSub: AppPubSub): Promise<GraphQLSchema> {
  const schema = await buildSchema({
    // No globalMiddlewares: the object types marked `simpleResolvers` (the long lists' bookings, tools,
    // money, pages) would skip them, as they skip @Authorized (simple-resolvers.test.ts).
    resolvers,
    authChecker,
    authMode: 'error',
    validate: false,
    pubSub,
    // Dates are written by the app's own DateTimeISO (graphql/date-time.ts), as fields name it.
    scalarsMap: [{ type: Date, scalar: DateTimeISO }],
  });
  // The root types are type-graphql's own, so their descriptions are set here.
  const config = schema.toConfig();
  if (config.query) config.query.description = 'What can be read: each field says who may read it';
  if (config.mutation) config.mutation.description = 'What can be changed: each field says who may do it';
  if (config.subscription) {
    config.subscription.description = 'Live events over WebSocket (graphql-transport-ws on /graphql)';
  }
  // The error codes are documented in the schema although no field returns them (see error-codes.ts).
  const withCodes = new GraphQLSchema({ ...config, types: [...config.types, ErrorCodeEnum] });
  // The services name a field as REST's body does; over GraphQL its argument comes first (input.price).
  return nameFieldErrorsFromArguments(withCodes);
}
