import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { LoadingState } from '../../../components/ui/LoadingState';
import { QueryProblem } from '../../../components/ui/QueryProblem';
import { paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import type { SeatOfferQuery } from '../../../gql/graphql';
import { formatInstant } from '../../../lib/date-time';
import { toFormError } from '../../../lib/errors';
import { intlLocale } from '../../../lib/i18n/i18n';
import { organisersText } from '../../../lib/i18n/languages';
import { useTranslation } from '../../../lib/i18n/translation';
import { formatProgrammeDay, formatSessionTime } from '../../../lib/programme';
import { DEFAULT_EXPO_NAME, useSiteConfig } from '../../../lib/site-config';
import { usePageTitle } from '../../../lib/use-page-title';
import { ExpoPage } from '../shared/ExpoPage';
import { PROGRAMME } from './programme-i18n';
import '../shared/private-page.css';

const SeatOfferDocument = graphql(`
  query SeatOffer($token: String!) {
    sessionSeatOffer(token: $token) {
      firstName
      expiresAt
      session {
        id
        title
        titleFr
        day
        startTime
        endTime
        room
        roomFr
      }
    }
  }
`);

const AcceptSeatOfferDocument = graphql(`
  mutation AcceptSeatOffer($token: String!) {
    acceptSessionSeatOffer(token: $token) {
      session {
        id
      }
    }
  }
`);

const DeclineSeatOfferDocument = graphql(`
  mutation DeclineSeatOffer($token: String!) {
    declineSessionSeatOffer(token: $token)
  }
`);

type Offer = SeatOfferQuery['sessionSeatOffer'];

/**
 * '/programme/seat-offer?token=…': the page of a seat offer's e-mail. A seat freed at a full session is
 * held for the next attendee in its line; here they take it or pass it on. The token is the only key.
 */
export function SeatOfferPage() {
  const { t } = useTranslation(PROGRAMME);
  const site = useSiteConfig();
  usePageTitle(t('seatOffer.title'), t('seatOffer.description'));
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const { data, error, refetch } = useQuery(SeatOfferDocument, {
    variables: { token },
    skip: !token,
    fetchPolicy: 'network-only',
  });

  let content;
  if (!token) {
    content = <Alert title={t('seatOffer.missingTitle')}>{t('seatOffer.missing')}</Alert>;
  } else if (error && toFormError(error).code === 'NOT_FOUND') {
    content = <Gone />;
  } else if (error) {
    content = <QueryProblem error={error} title={t('seatOffer.loadProblem')} onRetry={() => void refetch()} />;
  } else if (!data) {
    content = <LoadingState label={t('seatOffer.loading')} />;
  } else {
    content = <OfferCard token={token} offer={data.sessionSeatOffer} timeZone={site?.expoTimeZone} />;
  }
  return (
    <ExpoPage eyebrow={site?.expoName ?? DEFAULT_EXPO_NAME} title={t('seatOffer.title')} className="seat-offer">
      {content}
    </ExpoPage>
  );
}

function Gone() {
  const { t } = useTranslation(PROGRAMME);
  return (
    <Alert tone="info" title={t('seatOffer.goneTitle')}>
      {t('seatOffer.gone')}
    </Alert>
  );
}

function OfferCard({ token, offer, timeZone }: { token: string; offer: Offer; timeZone: string | undefined }) {
  const { t, language } = useTranslation(PROGRAMME);
  const locale = intlLocale(language);
  const [accept, accepting] = useMutation(AcceptSeatOfferDocument);
  const [decline, declining] = useMutation(DeclineSeatOfferDocument);
  const [outcome, setOutcome] = useState<'accepted' | 'declined' | null>(null);
  const { session } = offer;
  const title = organisersText(language, session.title, session.titleFr);
  const error = accepting.error ?? declining.error;

  if (outcome) {
    return (
      <section className="private-page__card" aria-labelledby="seat-offer-outcome">
        <Alert tone="success" title={t(outcome === 'accepted' ? 'seatOffer.acceptedTitle' : 'seatOffer.declinedTitle')}>
          <span id="seat-offer-outcome">
            {outcome === 'accepted' ? t('seatOffer.accepted', { title }) : t('seatOffer.declined')}
          </span>
        </Alert>
        <p>
          <Link to={paths.programme}>{t('seatOffer.programme')}</Link>
        </p>
      </section>
    );
  }
  if (error && toFormError(error).code === 'NOT_FOUND') return <Gone />;
  return (
    <section className="private-page__card" aria-labelledby="seat-offer-heading">
      <h2 id="seat-offer-heading">{t('seatOffer.heading', { firstName: offer.firstName })}</h2>
      <p className="seat-offer__session">
        <strong>{title}</strong>
      </p>
      <p>
        {t('seatOffer.when', {
          day: formatProgrammeDay(session.day, 'long', locale),
          start: formatSessionTime(session.startTime, locale),
          end: formatSessionTime(session.endTime, locale),
          room: organisersText(language, session.room, session.roomFr),
        })}
      </p>
      <p>{t('seatOffer.until', { until: formatInstant(offer.expiresAt, timeZone, { locale }) })}</p>
      {error && <Alert>{toFormError(error).message}</Alert>}
      <div className="seat-offer__actions">
        <Button
          loading={accepting.loading}
          loadingText={t('seatOffer.accepting')}
          onClick={() => {
            accept({ variables: { token } })
              .then(({ data }) => data && setOutcome('accepted'))
              .catch(() => undefined);
          }}
        >
          {t('seatOffer.accept')}
        </Button>
        <Button
          variant="secondary"
          loading={declining.loading}
          loadingText={t('seatOffer.declining')}
          onClick={() => {
            decline({ variables: { token } })
              .then(({ data }) => data && setOutcome('declined'))
              .catch(() => undefined);
          }}
        >
          {t('seatOffer.decline')}
        </Button>
      </div>
    </section>
  );
}
