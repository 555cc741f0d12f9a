import { Link } from 'react-router-dom';
import { adminDetailsHref, paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import type { AuditAction, AuditEntryFieldsFragment, AuditTargetType } from '../../../gql/graphql';
import { formatDateTime } from '../format';
import { AUDIT_ACTION_LABELS, AUDIT_TARGET_LABELS, fieldLabel } from './audit-labels';
import { useSiteTimeZones } from '../../../lib/site-time-zones';
import './audit.css';

export const AuditEntryFields = graphql(`
  fragment AuditEntryFields on AuditEntry {
    id
    at
    actorId
    actorName
    action
    targetType
    targetId
    targetLabel
    reason
    changes {
      field
      before
      after
    }
  }
`);

/**
 * The page of each kind of record; the purge of past editions and the outbox as a whole name no
 * record, and payouts have no page of their own (the payout queue lists them), so they have none.
 */
const DETAILS_PAGES: Record<AuditTargetType, string | null> = {
  PARTICIPANT: paths.admin.participantDetails,
  SPONSOR: paths.admin.sponsorDetails,
  USER: paths.admin.userDetails,
  CONTACT_MESSAGE: paths.admin.contactMessage,
  PAST_EDITIONS: null,
  RENTAL_CATEGORY: paths.admin.rentalCategoryDetails,
  EXHIBITOR: paths.admin.exhibitorDetails,
  PROGRAMME_SESSION: paths.admin.programmeSessionDetails,
  MAIL_CAMPAIGN: paths.admin.campaign,
  OUTBOX_MESSAGE: paths.admin.outboxMessage,
  OUTBOX: null,
  DISPUTE: paths.admin.disputeDetails,
  PAYOUT: null,
  // A tool's public page may be gone (deleted or unlisted); the entry says which tool.
  TOOL: null,
  // Identity checks have no page of their own (the queue lists them); the entry names the person.
  IDENTITY_CHECK: null,
  REGISTRATION_TYPE: paths.admin.registrationTypeDetails,
  // One record each, edited on the invoicing settings page; the entry says what changed.
  INVOICE_SETTINGS: null,
  SPONSORSHIP_PACKAGE: null,
  ACCESS_CODE: paths.admin.accessCodeDetails,
  EXPO_DAY: null,
  // A printed batch of badges names no record: its label says how many and which.
  BADGE_BATCH: null,
  WEBHOOK_ENDPOINT: paths.admin.webhookDetails,
};
/** Deletions: their entries hold what the record said. */
const DELETIONS = new Set<AuditAction>([
  'PARTICIPANT_DELETE',
  'SPONSOR_DELETE',
  'RENTAL_CATEGORY_DELETE',
  'TOOL_DELETE',
  'EXHIBITOR_DELETE',
  'PROGRAMME_SESSION_DELETE',
  'REGISTRATION_TYPE_DELETE',
]);
/** Actions after which the record is gone: their entries name it without a link. */
const GONE = new Set<AuditAction>([...DELETIONS, 'PARTICIPANT_ERASE']);

/** An ISO instant from the log, in the admin pages' date format (on `zone`'s clocks); other values as they are. */
const shown = (value: string | null, zone: string | undefined) =>
  value === null ? '—' : /^\d{4}-\d\d-\d\dT[\d:.]+Z$/.test(value) ? formatDateTime(value, zone) : value;

/**
 * Audit entries, newest first: what was done, by whom, when and why, and each changed field's value
 * before and after. `showTarget` names the record too (the audit log page, not a record's own history).
 */
export function AuditEntries({
  entries,
  showTarget = false,
}: {
  entries: readonly AuditEntryFieldsFragment[];
  showTarget?: boolean;
}) {
  // The log spans the expo and the marketplace: its times are on the marketplace's clocks.
  const zone = useSiteTimeZones()?.marketplace;
  return (
    <ol className="audit-entries">
      {entries.map((entry) => {
        const page = DETAILS_PAGES[entry.targetType];
        const deleted = DELETIONS.has(entry.action);
        return (
          <li key={entry.id} className="audit-entry">
            <p className="audit-entry__what">
              <strong>{AUDIT_ACTION_LABELS[entry.action]}</strong>
              {showTarget && (
                <>
                  {' '}
                  <span className="audit-entry__target">
                    {AUDIT_TARGET_LABELS[entry.targetType]}:{' '}
                    {GONE.has(entry.action) || !page ? (
                      entry.targetLabel
                    ) : (
                      <Link to={adminDetailsHref(page, entry.targetId)}>{entry.targetLabel}</Link>
                    )}
                  </span>
                </>
              )}
            </p>
            <p className="audit-entry__meta">
              {formatDateTime(entry.at, zone)}, by {entry.actorName}
            </p>
            {entry.reason && <p className="audit-entry__reason">Reason: “{entry.reason}”</p>}
            {entry.changes.length > 0 && (
              <table className="audit-changes">
                <caption className="visually-hidden">
                  {deleted ? 'What the record held' : 'Changed fields, before and after'}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Field</th>
                    <th scope="col">Before</th>
                    <th scope="col">After</th>
                  </tr>
                </thead>
                <tbody>
                  {entry.changes.map((change) => (
                    <tr key={change.field}>
                      <th scope="row">{fieldLabel(change.field)}</th>
                      <td>{shown(change.before, zone)}</td>
                      <td>{shown(change.after, zone)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </li>
        );
      })}
    </ol>
  );
}
