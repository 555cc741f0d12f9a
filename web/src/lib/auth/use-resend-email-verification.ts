import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { graphql } from '../../gql';
import { toFormError } from '../errors';

const ResendEmailVerificationDocument = graphql(`
  mutation ResendEmailVerification {
    resendEmailVerification
  }
`);

export interface ResendOutcome {
  tone: 'success' | 'error';
  message: string;
}

/**
 * "Send a new link" for the link that confirms the signed-in user's address: the banner of the user area
 * and the earnings page (payouts need a confirmed address) offer it. The outcome is the server's words:
 * what was sent, or why not (TOO_MANY_REQUESTS after a few a day).
 */
export function useResendEmailVerification() {
  const [resend, { loading }] = useMutation(ResendEmailVerificationDocument);
  const [outcome, setOutcome] = useState<ResendOutcome | null>(null);

  async function send() {
    setOutcome(null);
    try {
      const { data } = await resend();
      if (data) setOutcome({ tone: 'success', message: data.resendEmailVerification });
    } catch (error) {
      setOutcome({ tone: 'error', message: toFormError(error).message });
    }
  }

  return { send, sending: loading, outcome };
}
