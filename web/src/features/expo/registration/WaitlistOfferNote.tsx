import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { formatInstant } from '../../../lib/date-time';
import { toFormError } from '../../../lib/errors';
import { INTL_LOCALES } from '../../../lib/i18n/languages';
import { useTranslation } from '../../../lib/i18n/translation';
import type { WaitlistOfferQuery } from '../../../gql/graphql';
import { DeclineWaitlistOfferDocument } from './registration-documents';
import { localized } from './RegistrationQuestions';
import { REGISTRATION } from './registration-i18n';

type Offer = NonNullable<WaitlistOfferQuery['waitlistOffer']> & { token: string };

/** Above the form opened from a waitlist offer: the place held, until when, and a way to pass it on. */
export function WaitlistOfferNote({ offer, timeZone }: { offer: Offer; timeZone: string | undefined }) {
  const { t, language } = useTranslation(REGISTRATION);
  const [decline, { loading }] = useMutation(DeclineWaitlistOfferDocument);
  const [outcome, setOutcome] = useState<string | null>(null);
  const type = localized(offer.type.name, offer.type.nameFr, language);
  if (outcome) {
    return (
      <p className="waitlist-offer" role="status">
        {outcome}
      </p>
    );
  }
  return (
    <section className="waitlist-offer" aria-labelledby="waitlist-offer-heading">
      <h2 id="waitlist-offer-heading">{t('offer.heading', { type })}</h2>
      <p>
        {t('offer.until', {
          until: formatInstant(offer.expiresAt, timeZone, { locale: INTL_LOCALES[language] }),
        })}
      </p>
      <Button
        variant="secondary"
        disabled={loading}
        onClick={async () => {
          try {
            await decline({ variables: { token: offer.token } });
            setOutcome(t('offer.declined'));
          } catch (error) {
            setOutcome(toFormError(error).message);
          }
        }}
      >
        {t('offer.decline')}
      </Button>
    </section>
  );
}
