import { useQuery } from '@apollo/client/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { CheckboxField } from '../../../components/ui/CheckboxField';
import { cx } from '../../../components/ui/cx';
import { adminDetailsHref, paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import type { CheckInSearchQuery } from '../../../gql/graphql';
import { PageHeader } from '../components/PageHeader';
import { StatusBadge } from '../components/StatusBadge';
import { useSession } from '../../../lib/auth/use-session';
import { fullName } from '../../../lib/names';
import { formatCheckInTime } from '../format';
import { useDebouncedValue } from '../lists/use-debounced-value';
import { OUTCOME_LABELS, resultSentence, type CheckInOutcome, type CheckInResult } from './check-in-result';
import { canScanQrCodes, QrScanner } from './QrScanner';
import { keepSoundChoice, playOutcome, soundOn } from './sounds';
import { useCheckIn } from './use-check-in';
import { useSiteTimeZones } from '../../../lib/site-time-zones';

const CheckInSearchDocument = graphql(`
  query CheckInSearch($search: String!) {
    checkInSearch(search: $search) {
      total
      items {
        id
        firstName
        lastName
        registrationCode
        checkedInAt
      }
    }
  }
`);

type Match = CheckInSearchQuery['checkInSearch']['items'][number];

/** A registration code (AIB26-7KQ3MZ) or a participant id, as opposed to a name or e-mail. */
export function looksLikeCode(text: string): boolean {
  const value = text.trim();
  return /^[a-z]{2,6}\d{2}-[a-z0-9]{4,10}$/i.test(value) || /^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$/i.test(value);
}

export function CheckInPage() {
  const fieldId = useId();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), 300);
  const [sound, setSound] = useState(soundOn);
  const { checkIn, undo, results, notice, busyKey, undoing } = useCheckIn({
    onResult: sound ? playOutcome : undefined,
  });
  const inputRef = useRef<HTMLInputElement>(null);
  // The desk's field has the focus from the start: a handheld scanner types its first code into it
  // before anyone has clicked (it would be lost otherwise).
  useEffect(() => inputRef.current?.focus(), []);
  const [scanSupported] = useState(canScanQrCodes);
  const { data, loading } = useQuery(CheckInSearchDocument, {
    variables: { search },
    skip: search.length < 2,
    fetchPolicy: 'network-only',
  });
  const matches = search.length >= 2 ? (data?.checkInSearch.items ?? []) : [];

  /** The field is ready for the next guest at once: a scanner types the next code without waiting. */
  function readyForNext() {
    setText('');
    inputRef.current?.focus();
  }

  async function checkInMatch(id: string) {
    if (await checkIn(id)) readyForNext();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = text.trim();
    // A typed (or scanned) code is checked in at once; a name needs a choice from the matches. The field
    // is emptied before the answer comes, so the next scan is never appended to this one; the result
    // below says which code it was.
    if (!looksLikeCode(value)) return;
    readyForNext();
    void checkIn(value);
  }

  async function handleUndo(resultId: number) {
    await undo(resultId);
    inputRef.current?.focus();
  }

  return (
    <div className="admin-page check-in-desk">
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
              Type a code such as AIB26-7KQ3MZ and press Enter, or scan it with a barcode scanner: it is checked in
              directly and the field is cleared for the next one.
            </p>
          </div>
          <div className="check-in-form__actions">
            <Button type="submit">Check in code</Button>
            {scanSupported && <QrScanner onCode={(code) => void checkIn(code)} />}
          </div>
          <CheckboxField
            name="sound"
            label="Beep for each result"
            hint="A rising beep for a check-in, a double beep when already checked in, a low buzz when not found."
            checked={sound}
            onChange={(event) => {
              setSound(event.target.checked);
              keepSoundChoice(event.target.checked);
            }}
          />
        </form>
      </Card>

      {/* Announces each result once; the list below is for the eyes and keeps the last few. */}
      <div role="status" className="visually-hidden">
        {notice?.text}
      </div>
      <section aria-labelledby="results-heading" className="check-in-results">
        <h2 id="results-heading">Results</h2>
        {results.length === 0 ? (
          <p className="admin-list__count">Each check-in shows here, newest first.</p>
        ) : (
          <ol className="scan-results">
            {results.map((result, index) => (
              <ScanResult
                key={result.id}
                result={result}
                latest={index === 0}
                undoing={undoing === result.id}
                onUndo={handleUndo}
              />
            ))}
          </ol>
        )}
      </section>

      <section aria-labelledby="matches-heading" className="check-in-matches">
        <h2 id="matches-heading">Matches</h2>
        <p role="status" className="admin-list__count">
          {search.length < 2
            ? 'Type at least two letters to search.'
            : loading && !data
              ? 'Searching…'
              : matchCount(data?.checkInSearch.total ?? 0, search)}
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

const MARKS: Record<CheckInOutcome, string> = {
  'checked-in': '✓',
  already: '!',
  'not-found': '✕',
  error: '✕',
  undone: '↶',
};

/** When, on the venue's clocks (`zone`). */
function resultTime(result: CheckInResult, zone: string | undefined): string {
  const checkedInAt = result.person?.checkedInAt;
  if (result.outcome === 'checked-in' && checkedInAt) return `Checked in ${formatCheckInTime(checkedInAt, zone)}`;
  if (result.outcome === 'already' && checkedInAt) return `First checked in ${formatCheckInTime(checkedInAt, zone)}`;
  return `Scanned ${formatCheckInTime(result.at, zone)}`;
}

function ScanResult({
  result,
  latest,
  undoing,
  onUndo,
}: {
  result: CheckInResult;
  latest: boolean;
  undoing: boolean;
  onUndo: (id: number) => Promise<void>;
}) {
  const { outcome, person } = result;
  const name = person ? fullName(person) : null;
  const zone = useSiteTimeZones()?.expo;
  // Without a person the server's sentence is all there is to say (an unknown code, a network error).
  const explain = !person || (outcome === 'already' && !person.checkedInAt);
  return (
    <li className={cx('scan-result', `scan-result--${outcome}`, latest && 'scan-result--latest')}>
      <span className="scan-result__mark" aria-hidden="true">
        {MARKS[outcome]}
      </span>
      <div className="scan-result__body">
        <p className="scan-result__status">
          {OUTCOME_LABELS[outcome]}
          {latest && <span className="scan-result__latest">Latest</span>}
        </p>
        <p className="scan-result__name">{name ?? <code>{result.key}</code>}</p>
        <p className="scan-result__meta">
          {person && (
            <>
              <code>{person.registrationCode}</code> ·{' '}
            </>
          )}
          {resultTime(result, zone)}
        </p>
        {explain && <p className="scan-result__sentence">{resultSentence(result, zone)}</p>}
        {result.undoProblem && <p className="field__error">{result.undoProblem}</p>}
      </div>
      {outcome === 'checked-in' && person && (
        <Button variant="secondary" loading={undoing} loadingText="Undoing…" onClick={() => void onUndo(result.id)}>
          Undo<span className="visually-hidden"> the check-in of {name}</span>
        </Button>
      )}
    </li>
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
  // Check-in staff cannot open a participant's record (the admin area's), so the name is plain text for them.
  const admin = useSession().user?.role === 'ADMIN';
  const zone = useSiteTimeZones()?.expo;
  return (
    <li className="match">
      <div className="match__who">
        {admin ? (
          <Link to={adminDetailsHref(paths.admin.participantDetails, match.id)} className="match__name">
            {name}
          </Link>
        ) : (
          <span className="match__name">{name}</span>
        )}
        <span className="match__meta">
          <code>{match.registrationCode}</code>
        </span>
      </div>
      {match.checkedInAt ? (
        <StatusBadge status="checked in" label={`Checked in ${formatCheckInTime(match.checkedInAt, zone)}`} />
      ) : (
        <Button loading={busy} loadingText="Checking in…" onClick={() => void onCheckIn(match.id)}>
          Check in<span className="visually-hidden"> {name}</span>
        </Button>
      )}
    </li>
  );
}
