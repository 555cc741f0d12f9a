import { paths } from '../../../config/paths';

export interface AdminNavItem {
  label: string;
  to: string;
  /** Pages reached from this one (details, forms) that keep it marked as the current section. */
  within?: readonly string[];
  /**
   * A count shown beside the link: 'inbox' is the contact messages nobody has opened yet, 'privacy' the
   * deletion requests waiting for an administrator, 'identity' the identity checks waiting for one.
   */
  count?: 'inbox' | 'privacy' | 'identity';
}

/** The sidebar: the core pages first (Dashboard … Send Email), then the other admin pages. */
export const ADMIN_NAV: readonly AdminNavItem[] = [
  { label: 'Dashboard', to: paths.admin.dashboard },
  { label: 'All Users', to: paths.admin.allUsers, within: [paths.admin.userDetails] },
  { label: 'All Participants', to: paths.admin.allParticipants, within: [paths.admin.participantDetails] },
  { label: 'All Sponsors', to: paths.admin.allSponsors, within: [paths.admin.sponsorDetails] },
  { label: 'Send Email', to: paths.admin.sendEmail, within: [paths.admin.campaign] },
  {
    label: 'Registration types',
    to: paths.admin.registrationTypes,
    within: [paths.admin.addRegistrationType, paths.admin.registrationTypeDetails],
  },
  { label: 'Access codes', to: paths.admin.accessCodes, within: [paths.admin.accessCodeDetails] },
  {
    label: 'Programme',
    to: paths.admin.programme,
    within: [paths.admin.addProgrammeSession, paths.admin.programmeSessionDetails],
  },
  { label: 'Exhibitors', to: paths.admin.exhibitors, within: [paths.admin.addExhibitor, paths.admin.exhibitorDetails] },
  { label: 'Invoicing', to: paths.admin.invoicing },
  {
    label: 'Rental Categories',
    to: paths.admin.allRentalCategories,
    within: [paths.admin.addRentalCategory, paths.admin.rentalCategoryDetails],
  },
  { label: 'Bookings', to: paths.admin.allRentalBookings, within: [paths.admin.bookingDetails] },
  { label: 'Disputes', to: paths.admin.disputes, within: [paths.admin.disputeDetails] },
  { label: 'Payouts', to: paths.admin.payouts },
  { label: 'ID checks', to: paths.admin.idChecks, count: 'identity' },
  { label: 'Check-in', to: paths.admin.checkIn },
  { label: 'Badges', to: paths.admin.badges },
  { label: 'Outbox', to: paths.admin.outbox, within: [paths.admin.outboxMessage] },
  { label: 'Webhooks', to: paths.admin.webhooks, within: [paths.admin.webhookDetails] },
  { label: 'Inbox', to: paths.admin.inbox, within: [paths.admin.contactMessage], count: 'inbox' },
  { label: 'Privacy requests', to: paths.admin.privacyRequests, count: 'privacy' },
  { label: 'Audit log', to: paths.admin.auditLog },
];

/**
 * 'page' on the link of the page shown; 'true' on its section's link while one of that section's inner
 * pages is shown (a participant's details belong to All Participants).
 */
export function currentOf(item: AdminNavItem, pathname: string): 'page' | 'true' | undefined {
  const path = pathname.replace(/\/+$/, '');
  if (path === item.to) return 'page';
  return item.within?.includes(path) ? 'true' : undefined;
}
