import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { graphql } from '../../../gql';
import { checkedInNotice, checkInErrorNotice, type CheckInNotice } from './check-in-notice';

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

/** Checks a participant in by id or registration code and keeps the notice to show for it. */
export function useCheckIn() {
  const [mutate] = useMutation(CheckInParticipantDocument);
  const [notice, setNotice] = useState<CheckInNotice | null>(null);
  // Which id or code is being checked in, so only that row's button shows it is busy.
  const [busyKey, setBusyKey] = useState<string | null>(null);

  const checkIn = useCallback(
    async (idOrCode: string): Promise<boolean> => {
      const key = idOrCode.trim();
      if (!key) return false;
      setBusyKey(key);
      setNotice(null);
      try {
        const { data } = await mutate({ variables: { idOrCode: key } });
        if (data) setNotice(checkedInNotice(data.checkInParticipant));
        return Boolean(data);
      } catch (error) {
        setNotice(checkInErrorNotice(error, key));
        return false;
      } finally {
        setBusyKey(null);
      }
    },
    [mutate],
  );

  return { checkIn, notice, busyKey };
}
