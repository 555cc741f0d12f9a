import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { graphql } from '../../../gql';
import { toFormError } from '../../../lib/errors';
import { fullName } from '../../../lib/names';
import { useSiteTimeZones } from '../../../lib/site-time-zones';
import type { Notice } from '../components/LiveNotice';
import { formatCheckInTime } from '../format';

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

/**
 * Checks one participant in online, from their record in the admin area (the desk has its own,
 * offline-capable flow in use-desk.ts). The notice says what came of it.
 */
export function useCheckIn() {
  const [mutate] = useMutation(CheckInParticipantDocument);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busyKey, setBusyKey] = useState<string | null>(null);
  const zone = useSiteTimeZones()?.expo;

  const checkIn = useCallback(
    async (idOrCode: string): Promise<boolean> => {
      const key = idOrCode.trim();
      if (!key) return false;
      setBusyKey(key);
      try {
        const { data } = await mutate({ variables: { idOrCode: key } });
        if (!data) return false;
        const person = data.checkInParticipant;
        const at = person.checkedInAt ? ` at ${formatCheckInTime(person.checkedInAt, zone)}` : '';
        setNotice({
          tone: 'success',
          text: `${fullName(person)} (${person.registrationCode}) is checked in${at}.`,
        });
        return true;
      } catch (error) {
        const { code, message } = toFormError(error);
        setNotice({ tone: code === 'CONFLICT' ? 'warning' : 'error', text: message });
        return false;
      } finally {
        setBusyKey(null);
      }
    },
    [mutate, zone],
  );

  return { checkIn, notice, busyKey };
}
