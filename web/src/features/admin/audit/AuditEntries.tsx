import { Link } from 'react-router-dom';
import { adminDetailsHref, paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import type { AuditAction, AuditEntryFieldsFragment, AuditTargetType } from '../../../gql/graphql';
import { formatDateTime } from '../format';
import { AUDIT_ACTION_LABELS, AUDIT_TARGET_LABELS, fieldLabel } from './audit-labels';
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

/** The page of each kind of record; the purge of past editions names no record, so it has none. */
const DETAILS_PAGES: Record<AuditTargetType, string | null> = {
  PARTICIPANT: paths.admin.participantDetails,
  SPONSOR: paths.admin.sponsorDetails,
  USER: paths.admin.userDetails,
  CONTACT_MESSAGE: paths.admin.contactMessage,
  PAST_EDITIONS: null,
};
/** Actions after which the record is gone: their entries name it without a link. */
const GONE = new Set<AuditAction>(['PARTICIPANT_DELETE', 'SPONSOR_DELETE', 'PARTICIPANT_ERASE']);

/** An ISO instant from the log, in the admin pages' date format; other values as they are. */
const shown = (value: string | null) =>
  value === null ? '—' : /^\d{4}-\d\d-\d\dT[\d:.]+Z$/.test(value) ? formatDateTime(value) : value;

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
  return (
    <ol className="audit-entries">
      {entries.map((entry) => {
        const page = DETAILS_PAGES[entry.targetType];
        const deleted = entry.action === 'PARTICIPANT_DELETE' || entry.action === 'SPONSOR_DELETE';
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
              {formatDateTime(entry.at)}, by {entry.actorName}
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
                      <td>{shown(change.before)}</td>
                      <td>{shown(change.after)}</td>
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
