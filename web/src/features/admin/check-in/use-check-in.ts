import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { graphql } from '../../../gql';
import { toFormError } from '../../../lib/errors';
import { useSiteTimeZones } from '../../../lib/site-time-zones';
import type { Notice } from '../components/LiveNotice';
import {
  refusedOutcome,
  resultSentence,
  type CheckInOutcome,
  type CheckInPerson,
  type CheckInResult,
} from './check-in-result';

const CheckInParticipantDocument = graphql(`
  mutation CheckInParticipant($idOrCode: String!) {
    checkInParticipant(idOrCode: $idOrCode) {
      id
      firstName
      lastName
      registrationCode
      checkedInAt
    }
  }
`);

const UndoCheckInDocument = graphql(`
  mutation UndoCheckIn($id: ID!) {
    undoCheckIn(id: $id) {
      id
      firstName
      lastName
      registrationCode
      checkedInAt
    }
  }
`);

/** Who a code belongs to, after the server said they were already checked in (to show the first time). */
const CheckInLookupDocument = graphql(`
  query CheckInLookup($code: String!) {
    checkInGuest(code: $code) {
      id
      firstName
      lastName
      registrationCode
      checkedInAt
    }
  }
`);

/** The desk shows the last few results, newest first: enough to look back at the queue just let in. */
export const KEPT_RESULTS = 6;

const TONES: Record<CheckInOutcome, Notice['tone']> = {
  'checked-in': 'success',
  already: 'warning',
  'not-found': 'error',
  error: 'error',
  undone: 'info',
};

interface Options {
  /** Told of every new result (the desk beeps). */
  onResult?: (outcome: CheckInOutcome) => void;
}

/**
 * Checks participants in by id or registration code, and undoes a check-in. Every scan gets its own
 * result, also when several are on their way at once (a scanner does not wait for the answer).
 */
export function useCheckIn({ onResult }: Options = {}) {
  const client = useApolloClient();
  const [mutate] = useMutation(CheckInParticipantDocument);
  const [mutateUndo] = useMutation(UndoCheckInDocument);
  const [results, setResults] = useState<CheckInResult[]>([]);
  // The announcement: a result's sentence (written when read, so its time is on the venue's clocks even
  // when the site's zones arrive after the scan), or a message of its own.
  const [notice, setNotice] = useState<{ tone: Notice['tone']; result?: CheckInResult; text?: string } | null>(null);
  const expoZone = useSiteTimeZones()?.expo;
  // Which id or code is being checked in, so only that row's button shows it is busy.
  const [busyKey, setBusyKey] = useState<string | null>(null);
  const [undoing, setUndoing] = useState<number | null>(null);
  const nextId = useRef(1);
  const onResultRef = useRef(onResult);
  useEffect(() => {
    onResultRef.current = onResult;
  }, [onResult]);

  const show = useCallback((result: Omit<CheckInResult, 'id' | 'at'>) => {
    const full: CheckInResult = { ...result, id: nextId.current++, at: new Date().toISOString() };
    setResults((list) => [full, ...list].slice(0, KEPT_RESULTS));
    setNotice({ tone: TONES[full.outcome], result: full });
    onResultRef.current?.(full.outcome);
  }, []);

  const whoHas = useCallback(
    async (code: string): Promise<CheckInPerson | null> => {
      try {
        const { data } = await client.query({
          query: CheckInLookupDocument,
          variables: { code },
          fetchPolicy: 'network-only',
        });
        return data?.checkInGuest ?? null;
      } catch {
        return null;
      }
    },
    [client],
  );

  const checkIn = useCallback(
    async (idOrCode: string): Promise<boolean> => {
      const key = idOrCode.trim();
      if (!key) return false;
      setBusyKey(key);
      try {
        const { data } = await mutate({ variables: { idOrCode: key } });
        if (!data) return false;
        show({ outcome: 'checked-in', key, person: data.checkInParticipant, message: null });
        return true;
      } catch (error) {
        const { outcome, message } = refusedOutcome(error);
        const person = outcome === 'already' ? await whoHas(key) : null;
        show({ outcome, key, person, message });
        return false;
      } finally {
        setBusyKey((busy) => (busy === key ? null : busy));
      }
    },
    [mutate, show, whoHas],
  );

  const undo = useCallback(
    async (resultId: number): Promise<void> => {
      const result = results.find((r) => r.id === resultId);
      if (!result?.person || result.outcome !== 'checked-in') return;
      setUndoing(resultId);
      try {
        const { data } = await mutateUndo({ variables: { id: result.person.id } });
        if (!data) return;
        const undone: CheckInResult = { ...result, outcome: 'undone', person: data.undoCheckIn, undoProblem: null };
        setResults((list) => list.map((r) => (r.id === resultId ? undone : r)));
        setNotice({ tone: TONES.undone, result: undone });
        onResultRef.current?.('undone');
      } catch (error) {
        const problem = toFormError(error).message;
        setResults((list) => list.map((r) => (r.id === resultId ? { ...r, undoProblem: problem } : r)));
        setNotice({ tone: 'error', text: problem });
      } finally {
        setUndoing(null);
      }
    },
    [mutateUndo, results],
  );

  const announced: Notice | null = notice && {
    tone: notice.tone,
    text: notice.result ? resultSentence(notice.result, expoZone) : (notice.text ?? ''),
  };
  return { checkIn, undo, results, notice: announced, busyKey, undoing };
}
