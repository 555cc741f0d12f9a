import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { graphql } from '../../../gql';
import { refreshSession } from '../../../lib/auth/session';
import { sessionStore } from '../../../lib/auth/session-store';
import { useSession } from '../../../lib/auth/use-session';
import { toFormError } from '../../../lib/errors';
import type { Notice } from '../components/LiveNotice';
import { listFor } from './desk-config';
import {
  batchesToSend,
  decideScan,
  indexGuests,
  knownCheckIns,
  reconcile,
  retryDelay,
  type DeskConfig,
  type DeskGuest,
  type DeskOutcome,
  type DeskScan,
  type GuestIndex,
  type ServerScanResult,
} from './desk-rules';
import { openDeskStore, type DeskStore } from './desk-store';

const DeskGuestListDocument = graphql(`
  query DeskGuestList($day: String!, $sessionId: ID, $after: String) {
    checkInGuestList(day: $day, sessionId: $sessionId, after: $after, first: 5000) {
      endCursor
      total
      guests {
        id
        registrationCode
        firstName
        lastName
        status
        typeName
        days
        admittedAt
        hasSeat
        badgePrintedAt
      }
    }
  }
`);

const SyncCheckInsDocument = graphql(`
  mutation SyncCheckIns($desk: CheckInDeskInput!, $scans: [CheckInScanInput!]!) {
    syncCheckIns(desk: $desk, scans: $scans) {
      serverTime
      results {
        ...DeskScanResult
      }
    }
  }
`);

const UndoCheckInScanDocument = graphql(`
  mutation UndoCheckInScan($id: ID!) {
    undoCheckInScan(id: $id) {
      ...DeskScanResult
    }
  }
`);

graphql(`
  fragment DeskScanResult on CheckInScanResult {
    id
    outcome
    refusal
    message
    guest {
      id
      registrationCode
      firstName
      lastName
    }
    first {
      at
      deskName
      entrance
    }
  }
`);

/** The desk shows the last few results, newest first: enough to look back at the queue just let in. */
export const KEPT_RESULTS = 6;
/** While online the desk says it is alive and fetches the list again this often. */
const HEARTBEAT_MS = 3 * 60_000;
const LIST_MAX_AGE_MS = 5 * 60_000;

const TONES: Record<DeskOutcome, Notice['tone']> = {
  'checked-in': 'success',
  already: 'warning',
  'not-found': 'error',
  refused: 'error',
  undone: 'info',
};

export type SyncProblem = 'network' | 'sign-in' | 'refused';

export interface SyncState {
  online: boolean;
  syncing: boolean;
  lastSyncAt: string | null;
  problem: SyncProblem | null;
  /** The server's words when it refused the sync itself (not a scan). */
  problemText: string | null;
}

export interface GuestList {
  guests: DeskGuest[];
  index: GuestIndex;
  updatedAt: string;
}

interface Options {
  /** Told of every new or changed result (the desk beeps). */
  onResult?: (outcome: DeskOutcome) => void;
}

/** A scan's id, made on the device. */
function newId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

/**
 * The desk at work: the guest list and the scans on the device, each scan decided at once from them
 * and sent to the server as soon as it can be (batches of up to 500, retried with backoff, and at once
 * when the browser is back online). The server's answer replaces the desk's where they differ.
 */
export function useDesk(desk: DeskConfig, { onResult }: Options = {}) {
  const client = useApolloClient();
  const { status } = useSession();
  const [store, setStore] = useState<DeskStore | null>(null);
  const [list, setList] = useState<GuestList | null>(null);
  const [download, setDownload] = useState<{ count: number; expected: number | null } | null>(null);
  const [listProblem, setListProblem] = useState<string | null>(null);
  const [scans, setScans] = useState<ReadonlyMap<string, DeskScan>>(() => new Map());
  const [sync, setSync] = useState<SyncState>(() => ({
    online: isOnline(),
    syncing: false,
    lastSyncAt: null,
    problem: null,
    problemText: null,
  }));
  const [notice, setNotice] = useState<{ tone: Notice['tone']; scanId: string } | null>(null);
  const [undoing, setUndoing] = useState<string | null>(null);
  const [undoProblems, setUndoProblems] = useState<ReadonlyMap<string, string>>(() => new Map());

  const scansRef = useRef<Map<string, DeskScan>>(new Map());
  const storeRef = useRef<DeskStore | null>(null);
  const listRef = useRef<GuestList | null>(null);
  const syncing = useRef<Promise<void> | null>(null);
  const syncAgain = useRef(false);
  const inFlight = useRef(new Set<string>());
  const failures = useRef(0);
  const retryTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const downloading = useRef(false);
  // The sync as timers and events call it: always the latest one.
  const syncNowRef = useRef<() => Promise<void>>(() => Promise.resolve());
  // False once the desk has left the page: a sync or a download still on its way then changes nothing
  // and schedules no retry (the page's timers are cleared when it goes; a retry set later would not be).
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const onResultRef = useRef(onResult);
  useEffect(() => {
    onResultRef.current = onResult;
  }, [onResult]);

  /** Keeps scans in memory at once and on the device; a scan is written before it is sent. */
  const commit = useCallback((changed: DeskScan[]): Promise<void> => {
    const next = new Map(scansRef.current);
    for (const scan of changed) next.set(scan.id, scan);
    scansRef.current = next;
    // Kept on the device even when the answer comes after the desk left the page.
    if (mounted.current) setScans(next);
    return storeRef.current?.saveScans(changed) ?? Promise.resolve();
  }, []);

  const announce = useCallback((scan: DeskScan) => {
    setNotice({ tone: TONES[scan.outcome], scanId: scan.id });
    onResultRef.current?.(scan.outcome);
  }, []);

  /** A session to send with: the one held, or one restored from the refresh cookie. */
  const ensureSession = useCallback(async (): Promise<'ok' | SyncProblem> => {
    if (sessionStore.getAccessToken()) return 'ok';
    const outcome = await refreshSession();
    if (outcome === 'refreshed') return 'ok';
    return outcome === 'rejected' ? 'sign-in' : 'network';
  }, []);

  const runSync = useCallback(async (): Promise<void> => {
    clearTimeout(retryTimer.current);
    if (!isOnline()) {
      setSync((s) => ({ ...s, online: false, syncing: false }));
      return;
    }
    setSync((s) => ({ ...s, online: true, syncing: true }));
    const fail = (problem: SyncProblem, problemText: string | null = null) => {
      if (!mounted.current) return;
      setSync((s) => ({ ...s, syncing: false, problem, problemText }));
      if (problem === 'network') {
        failures.current += 1;
        retryTimer.current = setTimeout(() => void syncNowRef.current(), retryDelay(failures.current));
      }
    };
    const session = await ensureSession();
    if (session !== 'ok') return fail(session);
    const batches = batchesToSend(scansRef.current.values());
    // With nothing to send, an empty sync still registers the desk and shows it alive on the dashboard.
    if (batches.length === 0) batches.push([]);
    try {
      for (const batch of batches) {
        for (const scan of batch) inFlight.current.add(scan.id);
        const { data } = await client.mutate({
          mutation: SyncCheckInsDocument,
          variables: {
            desk: {
              id: desk.id,
              name: desk.name,
              entrance: desk.entrance,
              day: desk.day,
              sessionId: desk.session?.id ?? null,
            },
            scans: batch.map(({ id, code, scannedAt }) => ({ id, code, scannedAt })),
          },
        });
        const changed: DeskScan[] = [];
        for (const result of (data?.syncCheckIns.results ?? []) as ServerScanResult[]) {
          const scan = scansRef.current.get(result.id);
          if (!scan) continue;
          const next = reconcile(scan, result);
          changed.push(next.scan);
          if (next.changed && mounted.current) announce(next.scan);
        }
        await commit(changed);
        for (const scan of batch) inFlight.current.delete(scan.id);
      }
      failures.current = 0;
      if (!mounted.current) return;
      setSync((s) => ({
        ...s,
        syncing: false,
        lastSyncAt: new Date().toISOString(),
        problem: null,
        problemText: null,
      }));
    } catch (error) {
      inFlight.current.clear();
      const { code, message } = toFormError(error);
      if (code === 'UNAUTHENTICATED' || code === 'FORBIDDEN') return fail('sign-in');
      if (code === 'NETWORK_ERROR' || code === 'INTERNAL_SERVER_ERROR' || code === 'SERVICE_UNAVAILABLE') {
        return fail('network');
      }
      fail('refused', message);
    }
  }, [announce, client, commit, desk, ensureSession]);

  /** One sync at a time; a scan made meanwhile is sent by another round straight after. */
  const syncNow = useCallback((): Promise<void> => {
    if (syncing.current) {
      syncAgain.current = true;
      return syncing.current;
    }
    syncing.current = runSync().finally(() => {
      syncing.current = null;
      if (syncAgain.current) {
        syncAgain.current = false;
        void syncNowRef.current();
      }
    });
    return syncing.current;
  }, [runSync]);
  useEffect(() => {
    syncNowRef.current = syncNow;
  }, [syncNow]);

  const refreshList = useCallback(async (): Promise<void> => {
    if (downloading.current || !isOnline()) return;
    downloading.current = true;
    setDownload({ count: 0, expected: listRef.current?.guests.length ?? null });
    try {
      const session = await ensureSession();
      if (session !== 'ok') throw new Error(session);
      const guests: DeskGuest[] = [];
      let after: string | null = null;
      do {
        const {
          data,
        }: { data?: { checkInGuestList: { endCursor?: string | null; total: number; guests: DeskGuest[] } } } =
          await client.query({
            query: DeskGuestListDocument,
            variables: { day: desk.day, sessionId: desk.session?.id ?? null, after },
            // Tens of thousands of guests: kept on the device by the desk, not in Apollo's cache.
            fetchPolicy: 'no-cache',
          });
        if (!data) throw new Error('no data');
        if (!mounted.current) return;
        guests.push(...data.checkInGuestList.guests.map((g) => ({ ...g, typeName: g.typeName ?? null })));
        after = data.checkInGuestList.endCursor ?? null;
        const { total } = data.checkInGuestList;
        setDownload((d) => d && { count: guests.length, expected: total });
      } while (after);
      const updatedAt = new Date().toISOString();
      const next: GuestList = { guests, index: indexGuests(guests), updatedAt };
      listRef.current = next;
      setList(next);
      setListProblem(null);
      await storeRef.current?.saveList({ guests, updatedAt, for: listFor(desk) });
    } catch (error) {
      if (!mounted.current) return;
      const signIn = error instanceof Error && error.message === 'sign-in';
      setListProblem(
        signIn || ['UNAUTHENTICATED', 'FORBIDDEN'].includes(toFormError(error).code)
          ? 'Sign in again to download the guest list.'
          : listRef.current
            ? 'The guest list could not be updated: the desk keeps using the one it has.'
            : 'The guest list could not be downloaded. The desk still records each scan and the server decides when it syncs.',
      );
    } finally {
      downloading.current = false;
      if (mounted.current) setDownload(null);
    }
  }, [client, desk, ensureSession]);

  // Open the device's store, then pick up where the desk left off: its list and its scans.
  useEffect(() => {
    let stopped = false;
    void (async () => {
      const opened = await openDeskStore();
      if (stopped) return;
      storeRef.current = opened;
      const [stored, saved] = await Promise.all([opened.loadList(), opened.loadScans()]);
      if (stopped) return;
      const mine = stored && stored.for === listFor(desk) ? stored : null;
      if (mine) {
        listRef.current = { guests: mine.guests, index: indexGuests(mine.guests), updatedAt: mine.updatedAt };
        setList(listRef.current);
      }
      const merged = new Map(saved.map((scan) => [scan.id, scan]));
      for (const scan of scansRef.current.values()) merged.set(scan.id, scan);
      scansRef.current = merged;
      setScans(merged);
      setStore(opened);
      // Scans made before the store opened are written now.
      void opened.saveScans([...merged.values()].filter((scan) => !saved.some((s) => s.id === scan.id)));
      if (isOnline()) {
        void syncNowRef.current();
        if (!mine || Date.now() - Date.parse(mine.updatedAt) > LIST_MAX_AGE_MS) void refreshList();
      }
    })();
    return () => {
      stopped = true;
    };
    // Once per desk: a changed desk is a new page state (the page remounts the desk).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [desk.id]);

  // Back online: send at once, and fetch a list older than a few minutes. Offline: say so.
  useEffect(() => {
    const wentOnline = () => {
      setSync((s) => ({ ...s, online: true }));
      failures.current = 0;
      void syncNowRef.current();
      const current = listRef.current;
      if (!current || Date.now() - Date.parse(current.updatedAt) > LIST_MAX_AGE_MS) void refreshList();
    };
    const wentOffline = () => setSync((s) => ({ ...s, online: false, syncing: false }));
    window.addEventListener('online', wentOnline);
    window.addEventListener('offline', wentOffline);
    const timer = setInterval(() => {
      if (!isOnline()) return;
      void syncNowRef.current();
      const current = listRef.current;
      if (current && Date.now() - Date.parse(current.updatedAt) > LIST_MAX_AGE_MS) void refreshList();
    }, HEARTBEAT_MS);
    return () => {
      window.removeEventListener('online', wentOnline);
      window.removeEventListener('offline', wentOffline);
      clearInterval(timer);
      clearTimeout(retryTimer.current);
    };
  }, [refreshList]);

  // Signed in again (after the session expired): send what waited.
  useEffect(() => {
    if (status === 'signedIn' && storeRef.current) void syncNowRef.current();
  }, [status]);

  const scan = useCallback(
    (raw: string): DeskScan | null => {
      const code = raw.trim();
      if (!code) return null;
      const known = knownCheckIns(scansRef.current.values(), desk);
      const decision = listRef.current
        ? decideScan(listRef.current.index, known, desk, code)
        : { outcome: 'not-found' as const, guest: null, refusal: null, first: null };
      const guest = decision.guest;
      const record: DeskScan = {
        id: newId(),
        code,
        scannedAt: new Date().toISOString(),
        guest: guest && {
          id: guest.id,
          registrationCode: guest.registrationCode,
          firstName: guest.firstName,
          lastName: guest.lastName,
        },
        local: decision.outcome,
        outcome: decision.outcome,
        refusal: decision.refusal,
        first: decision.first,
        message: null,
        // A second scan of a guest already in tells the server nothing new: it stays on the device.
        state: decision.outcome === 'already' ? 'local' : 'queued',
      };
      announce(record);
      void commit([record]).then(() => {
        if (record.state === 'queued') void syncNowRef.current();
      });
      return record;
    },
    [announce, commit, desk],
  );

  const undo = useCallback(
    async (scanId: string): Promise<void> => {
      // A scan on its way to the server is undone once the server has it.
      while (inFlight.current.has(scanId) && syncing.current) await syncing.current;
      const current = scansRef.current.get(scanId);
      if (!current || current.outcome !== 'checked-in') return;
      const problem = (text: string | null) =>
        setUndoProblems((map) => {
          const next = new Map(map);
          if (text) next.set(scanId, text);
          else next.delete(scanId);
          return next;
        });
      if (current.state === 'queued') {
        const dropped: DeskScan = { ...current, outcome: 'undone', state: 'dropped' };
        await commit([dropped]);
        announce(dropped);
        problem(null);
        return;
      }
      if (!isOnline()) {
        problem('The desk is offline: a check-in the server has can be undone once the desk is back online.');
        return;
      }
      setUndoing(scanId);
      try {
        const { data } = await client.mutate({ mutation: UndoCheckInScanDocument, variables: { id: scanId } });
        if (!data) return;
        const { scan: undone } = reconcile(current, data.undoCheckInScan as ServerScanResult);
        await commit([undone]);
        announce(undone);
        problem(null);
      } catch (error) {
        problem(toFormError(error).message);
      } finally {
        setUndoing(null);
      }
    },
    [announce, client, commit],
  );

  const results = useMemo(
    () =>
      [...scans.values()]
        .sort((a, b) => b.scannedAt.localeCompare(a.scannedAt) || b.id.localeCompare(a.id))
        .slice(0, KEPT_RESULTS),
    [scans],
  );
  const waiting = useMemo(() => [...scans.values()].filter((s) => s.state === 'queued').length, [scans]);
  const known = useMemo(() => knownCheckIns(scans.values(), desk), [scans, desk]);

  return {
    store,
    list,
    download,
    listProblem,
    refreshList,
    sync,
    syncNow,
    waiting,
    known,
    scan,
    undo,
    undoing,
    undoProblems,
    results,
    notice: notice && { tone: notice.tone, scan: scans.get(notice.scanId) ?? null },
  };
}
