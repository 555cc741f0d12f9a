import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Trans, useLanguage, useTranslation } from '../../../lib/i18n/translation';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert } from '../../../components/ui/Alert';
import { Button, buttonClassName } from '../../../components/ui/Button';
import { ConfirmDelete } from '../../../components/ui/ConfirmDelete';
import { LoadingState } from '../../../components/ui/LoadingState';
import { QueryProblem } from '../../../components/ui/QueryProblem';
import { paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import type { MyRegistrationQuery } from '../../../gql/graphql';
import { toFormError } from '../../../lib/errors';
import { intlLocale, showLanguageUnlessChosen } from '../../../lib/i18n/i18n';
import { languageOf } from '../../../lib/i18n/languages';
import { DEFAULT_EXPO_NAME, useSiteConfig } from '../../../lib/site-config';
import { usePageTitle } from '../../../lib/use-page-title';
import { formatInstant } from '../../../lib/date-time';
import { EventFacts } from '../shared/EventFacts';
import { ExpoPage } from '../shared/ExpoPage';
import { LostLinkForm } from './LostLinkForm';
import { MyDetailsForm } from './MyDetailsForm';
import { MySessionSeats } from './MySessionSeats';
import { MY_REGISTRATION } from './my-registration-i18n';
import '../shared/private-page.css';
import './my-registration.css';

const MyRegistrationDocument = graphql(`
  query MyRegistration($token: String!) {
    myRegistration(token: $token) {
      registrationCode
      language
      year
      title
      gender
      firstName
      lastName
      email
      phone
      country
      state
      city
      address
      marketingConsent
      marketingConsentWording
      registeredAt
      checkedInAt
      cancelledAt
      awaitingApproval
      qrCode
      calendar {
        google
        outlook
      }
      deletionRequest {
        status
        requestedAt
        decidedAt
        declineReason
      }
      sessionSeats {
        ...MySeatFields
      }
    }
  }
`);

const MyRegistrationDataDocument = graphql(`
  query MyRegistrationData($token: String!) {
    myRegistrationData(token: $token)
  }
`);

const CancelMyRegistrationDocument = graphql(`
  mutation CancelMyRegistration($token: String!) {
    cancelMyRegistration(token: $token) {
      cancelledAt
    }
  }
`);

const ResendMyConfirmationDocument = graphql(`
  mutation ResendMyConfirmation($token: String!) {
    resendMyConfirmation(token: $token)
  }
`);

const RequestMyDataDeletionDocument = graphql(`
  mutation RequestMyDataDeletion($token: String!) {
    requestMyDataDeletion(token: $token) {
      deletionRequest {
        status
      }
    }
  }
`);

type Registration = MyRegistrationQuery['myRegistration'];

/**
 * The page's way of writing a date and time: on the venue's clocks, the zone named, in the language
 * it is shown in ('20 Nov 2026, 10.30 AM GMT+1', '20 nov. 2026, 10:30 UTC+1'; '…' until the site's
 * configuration has said which zone).
 */
function useDateTime(): (iso: string) => string {
  const locale = intlLocale(useLanguage());
  const zone = useSiteConfig()?.expoTimeZone;
  return (iso) => formatInstant(iso, zone, { locale });
}

const fileUrl = (file: 'badge.pdf' | 'calendar.ics', token: string) =>
  `/api/my-registration/${file}?${new URLSearchParams({ token })}`;

/**
 * '/my-registration?token=…': the attendee's own page, opened by the private link of their confirmation
 * e-mail. The token is the only key; without a working one, the page offers to e-mail a new link.
 */
export function MyRegistrationPage() {
  const { t } = useTranslation(MY_REGISTRATION);
  const site = useSiteConfig();
  const expoName = site?.expoName ?? DEFAULT_EXPO_NAME;
  usePageTitle(t('page.title'), t('page.description', { expoName }));
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const { data, error, refetch } = useQuery(MyRegistrationDocument, {
    variables: { token },
    skip: !token,
    fetchPolicy: 'network-only',
  });
  // The private link opens the page in the registration's language (the one its e-mails are in), not the
  // browser's, unless the visitor chose one.
  const registrationLanguage = languageOf(data?.myRegistration.language);
  useEffect(() => {
    if (registrationLanguage) void showLanguageUnlessChosen(registrationLanguage);
  }, [registrationLanguage]);
  const [resentMessage, setResentMessage] = useState<string | null>(null);

  const invalidLink = !token || (error && toFormError(error).fieldErrors.token);
  let content;
  if (resentMessage) {
    content = (
      <section className="private-page__card" aria-labelledby="resent-heading">
        <h2 id="resent-heading">{t('resent.heading')}</h2>
        <Alert tone="success">{resentMessage}</Alert>
        <p>{t('resent.text')}</p>
      </section>
    );
  } else if (invalidLink) {
    content = (
      <>
        <Alert title={token ? t('link.expiredTitle') : t('link.missingTitle')}>
          {token ? t('link.expired') : t('link.missing')}
        </Alert>
        <LostLinkForm />
      </>
    );
  } else if (error) {
    content = <QueryProblem error={error} title={t('page.loadProblem')} onRetry={() => void refetch()} />;
  } else if (!data) {
    content = <LoadingState label={t('page.loading')} />;
  } else {
    content = (
      <RegistrationSections
        token={token}
        registration={data.myRegistration}
        expoName={expoName}
        onResent={setResentMessage}
      />
    );
  }

  return (
    <ExpoPage
      eyebrow={expoName}
      title={t('page.title')}
      intro={
        data && !resentMessage && !invalidLink
          ? t('page.introNamed', { firstName: data.myRegistration.firstName })
          : t('page.intro')
      }
      aside={<EventFacts site={site} />}
      className="my-registration"
    >
      {content}
    </ExpoPage>
  );
}

interface SectionsProps {
  token: string;
  registration: Registration;
  expoName: string;
  onResent: (message: string) => void;
}

function RegistrationSections({ token, registration: r, expoName, onResent }: SectionsProps) {
  const { t } = useTranslation(MY_REGISTRATION);
  const dateTime = useDateTime();
  const cancelled = Boolean(r.cancelledAt);
  return (
    <div className="private-page__sections">
      <section className="private-page__card my-registration__ticket" aria-labelledby="ticket-heading">
        <h2 id="ticket-heading">{t('ticket.heading')}</h2>
        {cancelled ? (
          <Alert tone="info" title={t('ticket.cancelledTitle')}>
            <Trans
              t={t}
              i18nKey="ticket.cancelled"
              values={{ date: dateTime(r.cancelledAt!) }}
              components={{ contact: <Link to={paths.contactUs} /> }}
            />
          </Alert>
        ) : r.awaitingApproval ? (
          <Alert tone="info" title={t('ticket.awaitingTitle')}>
            {t('ticket.awaiting')}
          </Alert>
        ) : (
          <div className="my-registration__ticket-body">
            {r.qrCode && (
              <img
                className="my-registration__qr"
                src={r.qrCode}
                width={200}
                height={200}
                alt={t('ticket.qrAlt', { code: r.registrationCode })}
              />
            )}
            <div className="my-registration__ticket-text">
              <p className="my-registration__label">{t('ticket.code')}</p>
              <p className="my-registration__code">{r.registrationCode}</p>
              <p>{r.checkedInAt ? t('ticket.checkedIn', { date: dateTime(r.checkedInAt) }) : t('ticket.show')}</p>
              <div className="my-registration__actions">
                <a className={buttonClassName('primary')} href={fileUrl('badge.pdf', token)} download>
                  {t('ticket.badge')}
                </a>
              </div>
            </div>
          </div>
        )}
        <div className="my-registration__calendar">
          <p className="my-registration__label" id="calendar-heading">
            {t('calendar.heading')}
          </p>
          <ul className="my-registration__links" aria-labelledby="calendar-heading">
            <li>
              <a href={fileUrl('calendar.ics', token)} download>
                {t('calendar.file')}
              </a>
            </li>
            <li>
              <a href={r.calendar.google} target="_blank" rel="noopener noreferrer">
                <Trans t={t} i18nKey="calendar.google" components={{ hidden: <span className="visually-hidden" /> }} />
              </a>
            </li>
            <li>
              <a href={r.calendar.outlook} target="_blank" rel="noopener noreferrer">
                <Trans t={t} i18nKey="calendar.outlook" components={{ hidden: <span className="visually-hidden" /> }} />
              </a>
            </li>
          </ul>
        </div>
      </section>

      {!cancelled && <MySessionSeats token={token} seats={r.sessionSeats} />}

      {!cancelled && (
        <section className="private-page__card" aria-labelledby="details-heading">
          <h2 id="details-heading">{t('details.heading')}</h2>
          <MyDetailsForm token={token} registration={r} />
        </section>
      )}

      {!cancelled && (
        <section className="private-page__card" aria-labelledby="manage-heading">
          <h2 id="manage-heading">{t('manage.heading')}</h2>
          <ResendConfirmation token={token} email={r.email} onResent={onResent} />
          <CancelRegistration token={token} expoName={expoName} />
        </section>
      )}

      <section className="private-page__card" aria-labelledby="privacy-heading">
        <h2 id="privacy-heading">{t('data.heading')}</h2>
        <p>
          <Trans t={t} i18nKey="data.text" components={{ privacy: <Link to={paths.privacy} /> }} />
        </p>
        <DownloadMyData token={token} code={r.registrationCode} />
        <DeletionRequest token={token} registration={r} />
      </section>
    </div>
  );
}

function ResendConfirmation({
  token,
  email,
  onResent,
}: {
  token: string;
  email: string;
  onResent: SectionsProps['onResent'];
}) {
  const { t } = useTranslation(MY_REGISTRATION);
  const [resend, { loading, error }] = useMutation(ResendMyConfirmationDocument);
  return (
    <div className="my-registration__block">
      <p>{t('resend.text', { email })}</p>
      <Button
        variant="secondary"
        loading={loading}
        loadingText={t('resend.sending')}
        onClick={() => {
          resend({ variables: { token } })
            .then(({ data }) => data && onResent(data.resendMyConfirmation))
            .catch(() => undefined);
        }}
      >
        {t('resend.button')}
      </Button>
      {error && !loading && <Alert>{toFormError(error).message}</Alert>}
    </div>
  );
}

function CancelRegistration({ token, expoName }: { token: string; expoName: string }) {
  const { t } = useTranslation(MY_REGISTRATION);
  const [cancel] = useMutation(CancelMyRegistrationDocument, {
    refetchQueries: ['MyRegistration'],
    awaitRefetchQueries: true,
  });
  return (
    <div className="my-registration__block">
      <p>{t('cancel.text')}</p>
      <ConfirmDelete
        label={t('cancel.button')}
        question={t('cancel.question', { expoName })}
        detail={t('cancel.detail')}
        confirmLabel={t('cancel.confirm')}
        keepLabel={t('cancel.keep')}
        busyLabel={t('cancel.busy')}
        onDelete={async () => {
          await cancel({ variables: { token } });
        }}
        problemOf={(error) => toFormError(error).message}
      />
    </div>
  );
}

function DownloadMyData({ token, code }: { token: string; code: string }) {
  const { t } = useTranslation(MY_REGISTRATION);
  const client = useApolloClient();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function download() {
    setBusy(true);
    setProblem(null);
    try {
      const { data } = await client.query({
        query: MyRegistrationDataDocument,
        variables: { token },
        fetchPolicy: 'no-cache',
      });
      if (!data) return;
      const url = URL.createObjectURL(new Blob([data.myRegistrationData], { type: 'application/json' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `${code}-my-data.json`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      setProblem(toFormError(error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="my-registration__block">
      <Button variant="secondary" loading={busy} loadingText={t('data.preparing')} onClick={() => void download()}>
        {t('data.download')}
      </Button>
      <p className="my-registration__hint">{t('data.downloadHint')}</p>
      {problem && <Alert>{problem}</Alert>}
    </div>
  );
}

function DeletionRequest({ token, registration: r }: { token: string; registration: Registration }) {
  const { t } = useTranslation(MY_REGISTRATION);
  const dateTime = useDateTime();
  const [ask] = useMutation(RequestMyDataDeletionDocument, {
    refetchQueries: ['MyRegistration'],
    awaitRefetchQueries: true,
  });
  const request = r.deletionRequest;
  if (request?.status === 'PENDING') {
    return (
      <Alert tone="info" title={t('deletion.requestedTitle')}>
        {t('deletion.requested', { date: dateTime(request.requestedAt) })}
      </Alert>
    );
  }
  return (
    <div className="my-registration__block">
      {request?.status === 'DECLINED' && (
        <Alert tone="info" title={t('deletion.declinedTitle')}>
          {request.declineReason}
        </Alert>
      )}
      <ConfirmDelete
        label={t('deletion.button')}
        question={t('deletion.question')}
        detail={t('deletion.detail')}
        confirmLabel={t('deletion.confirm')}
        keepLabel={t('deletion.keep')}
        busyLabel={t('deletion.busy')}
        onDelete={async () => {
          await ask({ variables: { token } });
        }}
        problemOf={(error) => toFormError(error).message}
      />
    </div>
  );
}
