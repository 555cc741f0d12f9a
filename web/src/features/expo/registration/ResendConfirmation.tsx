import { useMutation } from '@apollo/client/react';
import { useTranslation } from '../../../lib/i18n/translation';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { graphql } from '../../../gql';
import { toFormError } from '../../../lib/errors';
import { DEFAULT_EXPO_NAME, useSiteConfig } from '../../../lib/site-config';
import { REGISTRATION } from './registration-i18n';

const ResendParticipantConfirmationDocument = graphql(`
  mutation ResendParticipantConfirmation($email: String!) {
    resendParticipantConfirmation(email: $email)
  }
`);

/**
 * For a confirmation that did not arrive: sends it again to `email` and says so in the page's language, in
 * the same words whether or not the address is registered (the server's answer is alike both ways too).
 */
export function ResendConfirmation({ email }: { email: string }) {
  const { t } = useTranslation(REGISTRATION);
  const expoName = useSiteConfig()?.expoName ?? DEFAULT_EXPO_NAME;
  const [resend, { loading, data, error }] = useMutation(ResendParticipantConfirmationDocument);
  return (
    <>
      <Button
        variant="secondary"
        loading={loading}
        loadingText={t('resend.sending')}
        onClick={() => {
          // The outcome is rendered from the hook's state; nothing more to do with the promise.
          resend({ variables: { email } }).catch(() => undefined);
        }}
      >
        {t('resend.button')}
      </Button>
      {data && <Alert tone="success">{t('resend.sent', { expoName })}</Alert>}
      {error && !loading && <Alert>{toFormError(error).message}</Alert>}
    </>
  );
}
