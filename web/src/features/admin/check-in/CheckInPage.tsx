import { useDeferredValue, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { CheckboxField } from '../../../components/ui/CheckboxField';
import { cx } from '../../../components/ui/cx';
import { adminDetailsHref, paths } from '../../../config/paths';
import type { LoginPageState } from '../../../lib/auth/login-state';
import { useSession } from '../../../lib/auth/use-session';
import { fullName } from '../../../lib/names';
import { useSiteTimeZones } from '../../../lib/site-time-zones';
import { PageHeader } from '../components/PageHeader';
import { PrintBadgeButton } from '../badges/PrintBadgeButton';
import { StatusBadge } from '../components/StatusBadge';
import { count, formatCheckInTime } from '../format';
import { OUTCOME_LABELS, REFUSAL_LABELS, resultSentence, type CheckInOutcome } from './check-in-result';
import { installDeskApp } from './desk-app';
import { deskTitle, forgetDesk, listFor, loadDesk, saveDesk } from './desk-config';
import { searchGuests, type DeskConfig, type DeskGuest, type DeskScan, type FirstCheckIn } from './desk-rules';
import { DeskSetup } from './DeskSetup';
import { canScanQrCodes, QrScanner } from './QrScanner';
import { keepSoundChoice, playOutcome, soundOn } from './sounds';
import { useDesk, type SyncState } from './use-desk';
import './CheckInDesk.css';

/** A registration code (AIB26-7KQ3MZ) or a participant id, as opposed to a name or e-mail. */
export function looksLikeCode(text: string): boolean {
  const value = text.trim();
  return /^[a-z]{2,6}\d{2}-[a-z0-9]{4,10}$/i.test(value) || /^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}$/i.test(value);
}

/**
 * The check-in desk. A device is set up once as a named desk at an entrance (or a session's door);
 * then it checks guests in from the guest list it keeps, online or not, and syncs with the server.
 */
export function CheckInPage() {
  const [desk, setDesk] = useState<DeskConfig | null>(loadDesk);
  const [changing, setChanging] = useState(false);
  if (!desk || changing) {
    return (
      <DeskSetup
        previous={desk}
        onDone={(next) => {
          saveDesk(next);
          setDesk(next);
          setChanging(false);
        }}
      />
    );
  }
  return <Desk key={`${desk.id}/${listFor(desk)}`} desk={desk} onChangeDesk={() => setChanging(true)} />;
}

/** A time of day on the venue's clocks ("10:42"). */
function clock(iso: string, zone: string | undefined): string {
  return new Date(iso).toLocaleTimeString('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    ...(zone ? { timeZone: zone } : {}),
  });
}

function Desk({ desk, onChangeDesk }: { desk: DeskConfig; onChangeDesk: () => void }) {
  const fieldId = useId();
  const [text, setText] = useState('');
  const search = useDeferredValue(text.trim());
  const [sound, setSound] = useState(soundOn);
  const desk$ = useDesk(desk, { onResult: sound ? playOutcome : undefined });
  const { list, notice, known } = desk$;
  const inputRef = useRef<HTMLInputElement>(null);
  const zone = useSiteTimeZones()?.expo ?? desk.timeZone ?? undefined;
  const [scanSupported] = useState(canScanQrCodes);
  // The desk's field has the focus from the start: a handheld scanner types its first code into it
  // before anyone has clicked (it would be lost otherwise).
  useEffect(() => inputRef.current?.focus(), []);
  useEffect(() => installDeskApp(), []);
  // After every result, also one the server changed later, the field is ready for the next guest.
  useEffect(() => {
    if (notice) inputRef.current?.focus();
  }, [notice]);

  const matches = useMemo(
    () => (search.length >= 2 && !looksLikeCode(search) && list ? searchGuests(list.guests, search) : null),
    [list, search],
  );

  /** The field is ready for the next guest at once: a scanner types the next code without waiting. */
  function readyForNext() {
    setText('');
    inputRef.current?.focus();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = text.trim();
    // A typed (or scanned) code is checked in at once; a name needs a choice from the matches. The field
    // is emptied at once, so the next scan is never appended to this one; the result says which code it was.
    if (!looksLikeCode(value)) return;
    readyForNext();
    desk$.scan(value);
  }

  async function handleUndo(scanId: string) {
    await desk$.undo(scanId);
    inputRef.current?.focus();
  }

  async function changeDesk() {
    if (
      desk$.waiting > 0 &&
      !window.confirm(
        `${count(desk$.waiting, 'check-in')} on this device ${desk$.waiting === 1 ? 'has' : 'have'} not reached the server yet and would be lost. Change the desk anyway?`,
      )
    ) {
      return;
    }
    await desk$.store?.clear();
    forgetDesk();
    onChangeDesk();
  }

  return (
    <div className="admin-page check-in-desk">
      <PageHeader
        title="Check-in"
        intro={<span className="desk-title">{deskTitle(desk)}</span>}
        actions={
          <Button variant="secondary" onClick={() => void changeDesk()}>
            Change desk
          </Button>
        }
      />
      <DeskStatus
        sync={desk$.sync}
        waiting={desk$.waiting}
        zone={zone}
        list={list}
        download={desk$.download}
        listProblem={desk$.listProblem}
        persistent={desk$.store?.persistent ?? true}
        onRefresh={() => void desk$.refreshList()}
      />
      <Card>
        <form className="check-in-form" onSubmit={handleSubmit}>
          <div className="field">
            <label htmlFor={fieldId} className="field__label">
              Name or registration code
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
            {scanSupported && <QrScanner onCode={(code) => desk$.scan(code)} />}
          </div>
          <CheckboxField
            name="sound"
            label="Beep for each result"
            hint="A rising beep for a check-in, a double beep when already checked in, a low buzz when not found or refused."
            checked={sound}
            onChange={(event) => {
              setSound(event.target.checked);
              keepSoundChoice(event.target.checked);
            }}
          />
        </form>
      </Card>

      {/* Announces each result once (also when the server changes it); the list below is for the eyes. */}
      <div role="status" className="visually-hidden">
        {notice?.scan ? resultSentence(notice.scan, zone, desk.day) : ''}
      </div>
      <section aria-labelledby="results-heading" className="check-in-results">
        <h2 id="results-heading">Results</h2>
        {desk$.results.length === 0 ? (
          <p className="admin-list__count">Each check-in shows here, newest first.</p>
        ) : (
          <ol className="scan-results">
            {desk$.results.map((scan, index) => (
              <ScanResult
                key={scan.id}
                scan={scan}
                day={desk.day}
                zone={zone}
                latest={index === 0}
                undoing={desk$.undoing === scan.id}
                undoProblem={desk$.undoProblems.get(scan.id) ?? null}
                online={desk$.sync.online}
                onUndo={handleUndo}
              />
            ))}
          </ol>
        )}
      </section>

      <section aria-labelledby="matches-heading" className="check-in-matches">
        <h2 id="matches-heading">Matches</h2>
        <p role="status" className="admin-list__count">
          {!matches
            ? list
              ? 'Type at least two letters of a name to search the guest list on this device.'
              : 'Searching by name needs the guest list on this device.'
            : matchCount(matches.total, search)}
        </p>
        {matches && matches.items.length > 0 && (
          <ul className="match-list">
            {matches.items.map((guest) => (
              <MatchItem
                key={guest.id}
                guest={guest}
                inside={insideAt(guest, known)}
                zone={zone}
                onCheckIn={(code) => {
                  desk$.scan(code);
                  readyForNext();
                }}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** When a guest came in, as far as this desk knows: its own scans first, then the list's. */
function insideAt(guest: DeskGuest, known: Map<string, FirstCheckIn | null>): string | null {
  const seen = known.get(guest.id.toLowerCase());
  if (seen === null) return null;
  return seen?.at ?? guest.admittedAt;
}

function syncLine(sync: SyncState, waiting: number, zone: string | undefined): string {
  const queue = waiting === 0 ? 'all synced' : `${count(waiting, 'check-in')} waiting to sync`;
  const last = sync.lastSyncAt ? ` · last sync ${clock(sync.lastSyncAt, zone)}` : '';
  if (!sync.online) return `Offline · ${queue}${last}`;
  if (sync.problem === 'sign-in') {
    return waiting > 0 ? `Sign in again to sync ${count(waiting, 'check-in')}` : 'Sign in again to sync this desk';
  }
  if (sync.syncing && waiting > 0) return 'Syncing…';
  if (sync.problem === 'network') return `Server not reachable · ${queue} · trying again${last}`;
  if (sync.problem === 'refused') return `Not synced: ${sync.problemText ?? 'the server refused the desk'}`;
  return `Online · ${queue}${last}`;
}

function DeskStatus({
  sync,
  waiting,
  zone,
  list,
  download,
  listProblem,
  persistent,
  onRefresh,
}: {
  sync: SyncState;
  waiting: number;
  zone: string | undefined;
  list: { guests: DeskGuest[]; updatedAt: string } | null;
  download: { count: number; expected: number | null } | null;
  listProblem: string | null;
  persistent: boolean;
  onRefresh: () => void;
}) {
  const login: LoginPageState = { from: { pathname: paths.admin.checkIn, search: '', hash: '' } };
  const tone = !sync.online || sync.problem ? 'desk-status__line--warning' : 'desk-status__line--ok';
  return (
    <Card className="desk-status">
      <p className={cx('desk-status__line', tone)} data-testid="desk-sync">
        <span className="desk-status__dot" aria-hidden="true" />
        <span>
          {syncLine(sync, waiting, zone)}
          {sync.problem === 'sign-in' && (
            <>
              {' '}
              <Link to={paths.login} state={login}>
                Sign in
              </Link>
            </>
          )}
        </span>
      </p>
      <div className="desk-status__list">
        <p data-testid="desk-list">
          {download
            ? `Downloading the guest list: ${download.count.toLocaleString('en')}${
                download.expected ? ` of about ${download.expected.toLocaleString('en')}` : ' so far'
              }`
            : list
              ? `Guest list updated ${clock(list.updatedAt, zone)} · ${count(list.guests.length, 'guest')}`
              : 'No guest list on this device yet.'}
        </p>
        <Button variant="secondary" disabled={!!download || !sync.online} onClick={onRefresh}>
          Update guest list
        </Button>
      </div>
      {listProblem && <p className="field__error">{listProblem}</p>}
      {!persistent && (
        <p className="field__hint">
          This browser cannot keep the guest list on the device: it is kept in memory only, so a reload needs the
          network.
        </p>
      )}
    </Card>
  );
}

const MARKS: Record<CheckInOutcome, string> = {
  'checked-in': '✓',
  already: '!',
  'not-found': '✕',
  refused: '✕',
  undone: '↶',
};

/** When, on the venue's clocks (`zone`). */
function resultTime(scan: DeskScan, zone: string | undefined): string {
  if (scan.outcome === 'checked-in') return `Checked in ${formatCheckInTime(scan.first?.at ?? scan.scannedAt, zone)}`;
  if (scan.outcome === 'already' && scan.first) {
    const where = [scan.first.deskName, scan.first.entrance].filter(Boolean).join(', ');
    return `First checked in ${formatCheckInTime(scan.first.at, zone)}${where ? ` (${where})` : ''}`;
  }
  return `Scanned ${formatCheckInTime(scan.scannedAt, zone)}`;
}

function ScanResult({
  scan,
  day,
  zone,
  latest,
  undoing,
  undoProblem,
  online,
  onUndo,
}: {
  scan: DeskScan;
  day: string;
  zone: string | undefined;
  latest: boolean;
  undoing: boolean;
  undoProblem: string | null;
  online: boolean;
  onUndo: (id: string) => Promise<void>;
}) {
  const { outcome, guest } = scan;
  const name = guest ? fullName(guest) : null;
  // The sentence says what the heading and the time cannot: why a guest may not come in, an unknown code.
  const explain = !guest || outcome === 'refused';
  return (
    <li className={cx('scan-result', `scan-result--${outcome}`, latest && 'scan-result--latest')}>
      <span className="scan-result__mark" aria-hidden="true">
        {MARKS[outcome]}
      </span>
      <div className="scan-result__body">
        <p className="scan-result__status">
          {OUTCOME_LABELS[outcome]}
          {outcome === 'refused' && scan.refusal && `: ${REFUSAL_LABELS[scan.refusal]}`}
          {latest && <span className="scan-result__latest">Latest</span>}
          {scan.state === 'queued' && <span className="scan-result__pending">Waiting to sync</span>}
        </p>
        <p className="scan-result__name">{name ?? <code>{scan.code}</code>}</p>
        <p className="scan-result__meta">
          {guest && (
            <>
              <code>{guest.registrationCode}</code> ·{' '}
            </>
          )}
          {resultTime(scan, zone)}
        </p>
        {explain && <p className="scan-result__sentence">{resultSentence(scan, zone, day)}</p>}
        {undoProblem && <p className="field__error">{undoProblem}</p>}
      </div>
      {outcome === 'checked-in' && guest && (
        <div className="scan-result__actions">
          <Button variant="secondary" loading={undoing} loadingText="Undoing…" onClick={() => void onUndo(scan.id)}>
            Undo<span className="visually-hidden"> the check-in of {name}</span>
          </Button>
          {/* A walk-up's badge is drawn by the server: online only. */}
          {online && <PrintBadgeButton participantId={guest.id} name={name ?? scan.code} />}
        </div>
      )}
    </li>
  );
}

function matchCount(total: number, search: string): string {
  if (total === 0) return `No guest on this desk’s list matches “${search}”.`;
  const shown = total > 10 ? ` (showing the first 10; type more to narrow)` : '';
  return `${total.toLocaleString('en')} ${total === 1 ? 'guest matches' : 'guests match'} “${search}”${shown}.`;
}

function MatchItem({
  guest,
  inside,
  zone,
  onCheckIn,
}: {
  guest: DeskGuest;
  inside: string | null;
  zone: string | undefined;
  onCheckIn: (code: string) => void;
}) {
  const name = fullName(guest);
  // Check-in staff cannot open a participant's record (the admin area's), so the name is plain text for them.
  const admin = useSession().user?.role === 'ADMIN';
  return (
    <li className="match">
      <div className="match__who">
        {admin ? (
          <Link to={adminDetailsHref(paths.admin.participantDetails, guest.id)} className="match__name">
            {name}
          </Link>
        ) : (
          <span className="match__name">{name}</span>
        )}
        <span className="match__meta">
          <code>{guest.registrationCode}</code>
          {guest.typeName && ` · ${guest.typeName}`}
        </span>
      </div>
      {inside ? (
        <StatusBadge status="checked in" label={`Checked in ${formatCheckInTime(inside, zone)}`} />
      ) : (
        <Button onClick={() => onCheckIn(guest.registrationCode)}>
          Check in<span className="visually-hidden"> {name}</span>
        </Button>
      )}
    </li>
  );
}
