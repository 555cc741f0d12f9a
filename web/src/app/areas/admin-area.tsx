import { AdminLayout } from '../../features/admin/layout/AdminLayout';
import { RequireAdmin } from '../guards/guards';
import { AreaApolloProvider } from '../providers/AreaApolloProvider';

/** Everything under /admin: administrators only (the API checks the role again on every call). */
export function AdminArea() {
  return (
    <RequireAdmin>
      <AreaApolloProvider>
        <AdminLayout />
      </AreaApolloProvider>
    </RequireAdmin>
  );
}

export { AddRentalCategoryPage } from '../../features/admin/categories/AddRentalCategoryPage';
export { AllRentalBookingsPage } from '../../features/admin/bookings/AllRentalBookingsPage';
export { BookingDetailsPage } from '../../features/admin/bookings/BookingDetailsPage';
export { AllRentalCategoriesPage } from '../../features/admin/categories/AllRentalCategoriesPage';
export { RentalCategoryDetailsPage } from '../../features/admin/categories/RentalCategoryDetailsPage';
export { AuditLogPage } from '../../features/admin/audit/AuditLogPage';
export { CheckInPage } from '../../features/admin/check-in/CheckInPage';
export { BadgesPage } from '../../features/admin/badges/BadgesPage';
export { DisputeDetailsPage } from '../../features/admin/disputes/DisputeDetailsPage';
export { DisputesPage } from '../../features/admin/disputes/DisputesPage';
export { AdminDashboardPage } from '../../features/admin/dashboard/AdminDashboardPage';
export { CampaignPage } from '../../features/admin/mail/CampaignPage';
export { SendEmailPage } from '../../features/admin/mail/SendEmailPage';
export { ContactMessagePage } from '../../features/admin/inbox/ContactMessagePage';
export { InboxPage } from '../../features/admin/inbox/InboxPage';
export { PrivacyRequestsPage } from '../../features/admin/privacy/PrivacyRequestsPage';
export { IdentityChecksPage } from '../../features/admin/identity/IdentityChecksPage';
export { OutboxMessagePage } from '../../features/admin/outbox/OutboxMessagePage';
export { OutboxPage } from '../../features/admin/outbox/OutboxPage';
export { WebhookEndpointPage } from '../../features/admin/webhooks/WebhookEndpointPage';
export { WebhooksPage } from '../../features/admin/webhooks/WebhooksPage';
export { PayoutsPage } from '../../features/admin/payouts/PayoutsPage';
export { AllParticipantsPage } from '../../features/admin/participants/AllParticipantsPage';
export { ParticipantDetailsPage } from '../../features/admin/participants/ParticipantDetailsPage';
export { AllSponsorsPage } from '../../features/admin/sponsors/AllSponsorsPage';
export { SponsorDetailsPage } from '../../features/admin/sponsors/SponsorDetailsPage';
export { InvoicingSettingsPage } from '../../features/admin/invoicing/InvoicingSettingsPage';
export { AllUsersPage } from '../../features/admin/users/AllUsersPage';
export { AddExhibitorPage } from '../../features/admin/exhibitors/AddExhibitorPage';
export { AdminExhibitorsPage } from '../../features/admin/exhibitors/AdminExhibitorsPage';
export { ExhibitorDetailsPage } from '../../features/admin/exhibitors/ExhibitorDetailsPage';
export { AddProgrammeSessionPage } from '../../features/admin/programme/AddProgrammeSessionPage';
export { AdminProgrammePage } from '../../features/admin/programme/AdminProgrammePage';
export { ProgrammeSessionDetailsPage } from '../../features/admin/programme/ProgrammeSessionDetailsPage';
export { AddRegistrationTypePage } from '../../features/admin/registration-types/AddRegistrationTypePage';
export { AdminRegistrationTypesPage } from '../../features/admin/registration-types/AdminRegistrationTypesPage';
export { RegistrationTypeDetailsPage } from '../../features/admin/registration-types/RegistrationTypeDetailsPage';
export { AdminAccessCodesPage } from '../../features/admin/access-codes/AdminAccessCodesPage';
export { AccessCodeDetailsPage } from '../../features/admin/access-codes/AccessCodeDetailsPage';
export { UserDetailsPage } from '../../features/admin/users/UserDetailsPage';
