import { useQuery } from '@apollo/client/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { adminDetailsHref, paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import type { CheckInSearchQuery } from '../../../gql/graphql';
import { LiveNotice } from '../components/LiveNotice';
import { PageHeader } from '../components/PageHeader';
import { StatusBadge } from '../components/StatusBadge';
import { fullName } from '../../../lib/names';
import { formatTime } from '../format';
import { useDebouncedValue } from '../lists/use-debounced-value';
import { canScanQrCodes, QrScanner } from './QrScanner';
import { useCheckIn } from './use-check-in';

const CheckInSearchDocument = graphql(`
  query CheckInSearch($search: String!) {
    adminParticipants(search: $search, page: { pageSize: 10 }, orderBy: { field: LAST_NAME }) {
      total
      items {
        id
        firstName
        lastName
        email
        registrationCode
        checkedInAt
      }
    }
  }
`);

type Match = CheckInSearchQuery['adminParticipants']['items'][number];

/** A registration code (AIB26-7KQ3MZ) or a participant id, as opposed to a name or e-mail. */
export function looksLikeCode(text: string): boolean {
  const value = text.trim();
  return /^[a-z]{2,6}\d{2}-[a-z0-9]{4,10}$/i.test(value) || /^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$/i.test(value);
}

export function CheckInPage() {
  const fieldId = useId();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), 300);
  const { checkIn, notice, busyKey } = useCheckIn();
  const inputRef = useRef<HTMLInputElement>(null);
  const [scanSupported] = useState(canScanQrCodes);
  const { data, loading } = useQuery(CheckInSearchDocument, {
    variables: { search },
    skip: search.length < 2,
    fetchPolicy: 'network-only',
  });
  const matches = search.length >= 2 ? (data?.adminParticipants.items ?? []) : [];

  /** After a check-in from the matches, the next person can be typed at once (and focus is not lost). */
  async function checkInMatch(id: string) {
    if (await checkIn(id)) inputRef.current?.focus();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = text.trim();
    // A typed (or scanned) code is checked in at once; a name needs a choice from the matches.
    if (looksLikeCode(value)) void checkIn(value);
  }

  return (
    <div className="admin-page">
      <PageHeader
        title="Check-in"
        intro="Find a participant by name, e-mail or the registration code from the QR code in their confirmation e-mail."
      />
      <Card>
        <form className="check-in-form" onSubmit={handleSubmit}>
          <div className="field">
            <label htmlFor={fieldId} className="field__label">
              Name, e-mail or registration code
            </label>
            <input
              ref={inputRef}
              id={fieldId}
              className="field__input"
              type="search"
              value={text}
              autoComplete="off"
              spellCheck={false}
              aria-describedby={`${fieldId}-hint`}
              onChange={(event) => setText(event.target.value)}
            />
            <p id={`${fieldId}-hint`} className="field__hint">
              Type a code such as AIB26-7KQ3MZ and press Enter to check it in directly.
            </p>
          </div>
          <div className="check-in-form__actions">
            <Button type="submit" loading={busyKey === text.trim()} loadingText="Checking in…">
              Check in code
            </Button>
            {scanSupported && (
              <QrScanner
                onCode={(code) => {
                  setText(code);
                  void checkIn(code);
                }}
              />
            )}
          </div>
        </form>
        <LiveNotice notice={notice} className="check-in-notice" />
      </Card>

      <section aria-labelledby="matches-heading" className="check-in-matches">
        <h2 id="matches-heading">Matches</h2>
        <p role="status" className="admin-list__count">
          {search.length < 2
            ? 'Type at least two letters to search.'
            : loading && !data
              ? 'Searching…'
              : matchCount(data?.adminParticipants.total ?? 0, search)}
        </p>
        {matches.length > 0 && (
          <ul className="match-list">
            {matches.map((match) => (
              <MatchItem key={match.id} match={match} busy={busyKey === match.id} onCheckIn={checkInMatch} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function matchCount(total: number, search: string): string {
  if (total === 0) return `No participant matches “${search}”.`;
  const shown = total > 10 ? ` (showing the first 10; type more to narrow)` : '';
  return `${total.toLocaleString('en')} ${total === 1 ? 'participant matches' : 'participants match'} “${search}”${shown}.`;
}

function MatchItem({
  match,
  busy,
  onCheckIn,
}: {
  match: Match;
  busy: boolean;
  onCheckIn: (id: string) => Promise<void>;
}) {
  const name = fullName(match);
  return (
    <li className="match">
      <div className="match__who">
        <Link to={adminDetailsHref(paths.admin.participantDetails, match.id)} className="match__name">
          {name}
        </Link>
        <span className="match__meta">
          <code>{match.registrationCode}</code> · {match.email}
        </span>
      </div>
      {match.checkedInAt ? (
        <StatusBadge status="checked in" label={`Checked in at ${formatTime(match.checkedInAt)}`} />
      ) : (
        <Button loading={busy} loadingText="Checking in…" onClick={() => void onCheckIn(match.id)}>
          Check in<span className="visually-hidden"> {name}</span>
        </Button>
      )}
    </li>
  );
}
