import type { AuditAction, AuditTargetType } from '../../../gql/graphql';

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  PARTICIPANT_UPDATE: 'Edited the details',
  PARTICIPANT_CANCEL: 'Cancelled the registration',
  PARTICIPANT_REINSTATE: 'Reinstated the registration',
  PARTICIPANT_DELETE: 'Deleted the registration',
  PARTICIPANT_RESEND_CONFIRMATION: 'Sent the confirmation again',
  PARTICIPANT_UNDO_CHECK_IN: 'Undid the check-in',
  SPONSOR_UPDATE: 'Edited the application',
  SPONSOR_CANCEL: 'Cancelled the application',
  SPONSOR_REINSTATE: 'Took the application back to review',
  SPONSOR_DELETE: 'Deleted the application',
  SPONSOR_RESEND_CONFIRMATION: 'Sent the confirmation again',
  SPONSOR_APPROVE: 'Approved the application',
  SPONSOR_DECLINE: 'Declined the application',
  USER_UPDATE: 'Edited the account',
  USER_DISABLE: 'Disabled the account',
  USER_ENABLE: 'Enabled the account',
  CONTACT_MESSAGE_REPLY: 'Replied by e-mail',
  CONTACT_MESSAGE_HANDLED: 'Marked handled',
  CONTACT_MESSAGE_REOPENED: 'Marked not handled',
};

export const AUDIT_TARGET_LABELS: Record<AuditTargetType, string> = {
  PARTICIPANT: 'Participant',
  SPONSOR: 'Sponsor',
  USER: 'User',
  CONTACT_MESSAGE: 'Contact message',
};

/** Field names as the admin pages label them; others are shown as they are. */
const FIELD_LABELS: Record<string, string> = {
  registrationCode: 'Registration code',
  year: 'Year',
  title: 'Title',
  gender: 'Gender',
  firstName: 'First name',
  lastName: 'Last name',
  userName: 'User name',
  email: 'Email',
  phone: 'Phone',
  country: 'Country',
  state: 'State',
  city: 'City',
  address: 'Address',
  marketingConsent: 'Marketing e-mail',
  checkedInAt: 'Checked in',
  cancelledAt: 'Cancelled',
  confirmationSentAt: 'Confirmation sent',
  packageId: 'Package',
  company: 'Company',
  logo: 'Logo',
  status: 'Status',
  reviewedAt: 'Reviewed',
  role: 'Role',
  disabledAt: 'Disabled',
  handledAt: 'Handled',
  reply: 'Reply',
};

export const fieldLabel = (field: string) => FIELD_LABELS[field] ?? field;
