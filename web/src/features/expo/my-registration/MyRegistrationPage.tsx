import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
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
import { DEFAULT_EXPO_NAME, useSiteConfig } from '../../../lib/site-config';
import { usePageTitle } from '../../../lib/use-page-title';
import { EventFacts } from '../shared/EventFacts';
import { ExpoPage } from '../shared/ExpoPage';
import { LostLinkForm } from './LostLinkForm';
import { MyDetailsForm } from './MyDetailsForm';
import './my-registration.css';

const MyRegistrationDocument = graphql(`
  query MyRegistration($token: String!) {
    myRegistration(token: $token) {
      registrationCode
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

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }) + ' UTC';
const fileUrl = (file: 'badge.pdf' | 'calendar.ics', token: string) =>
  `/api/my-registration/${file}?${new URLSearchParams({ token })}`;

/**
 * '/my-registration?token=…': the attendee's own page, opened by the private link of their confirmation
 * e-mail. The token is the only key; without a working one, the page offers to e-mail a new link.
 */
export function MyRegistrationPage() {
  const site = useSiteConfig();
  const expoName = site?.expoName ?? DEFAULT_EXPO_NAME;
  usePageTitle('My registration', `Your ${expoName} registration: ticket, badge, details and privacy choices.`);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const { data, error, refetch } = useQuery(MyRegistrationDocument, {
    variables: { token },
    skip: !token,
    fetchPolicy: 'network-only',
  });
  const [resentMessage, setResentMessage] = useState<string | null>(null);

  const invalidLink = !token || (error && toFormError(error).fieldErrors.token);
  let content;
  if (resentMessage) {
    content = (
      <section className="my-registration__card" aria-labelledby="resent-heading">
        <h2 id="resent-heading">Check your inbox</h2>
        <Alert tone="success">{resentMessage}</Alert>
        <p>Open the new e-mail and use its button to come back to this page.</p>
      </section>
    );
  } else if (invalidLink) {
    content = (
      <>
        <Alert title={token ? 'This link does not work any more' : 'Open this page from your e-mail'}>
          {token
            ? 'Links to this page stop working when a newer confirmation e-mail is sent, or when the registration is deleted.'
            : 'This page opens with the private link in your confirmation e-mail.'}
        </Alert>
        <LostLinkForm />
      </>
    );
  } else if (error) {
    content = <QueryProblem error={error} title="Could not load your registration" onRetry={() => void refetch()} />;
  } else if (!data) {
    content = <LoadingState label="Loading your registration…" />;
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
      title="My registration"
      intro={
        data && !resentMessage && !invalidLink
          ? `Hello ${data.myRegistration.firstName}. Your ticket, your badge and your details, in one place.`
          : 'Your ticket, your badge and your details, in one place.'
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
  const cancelled = Boolean(r.cancelledAt);
  return (
    <div className="my-registration__sections">
      <section className="my-registration__card my-registration__ticket" aria-labelledby="ticket-heading">
        <h2 id="ticket-heading">Your ticket</h2>
        {cancelled ? (
          <Alert tone="info" title="Your registration is cancelled">
            You cancelled it on {dateTime(r.cancelledAt!)}: its code no longer lets you in. To register again,{' '}
            <Link to={paths.contactUs}>write to us</Link>.
          </Alert>
        ) : (
          <div className="my-registration__ticket-body">
            {r.qrCode && (
              <img
                className="my-registration__qr"
                src={r.qrCode}
                width={200}
                height={200}
                alt={`QR code for registration ${r.registrationCode}`}
              />
            )}
            <div className="my-registration__ticket-text">
              <p className="my-registration__label">Registration code</p>
              <p className="my-registration__code">{r.registrationCode}</p>
              <p>
                {r.checkedInAt
                  ? `Checked in on ${dateTime(r.checkedInAt)}.`
                  : 'Show this QR code (on your phone or printed) at the entrance.'}
              </p>
              <div className="my-registration__actions">
                <a className={buttonClassName('primary')} href={fileUrl('badge.pdf', token)} download>
                  Download my badge (PDF)
                </a>
              </div>
            </div>
          </div>
        )}
        <div className="my-registration__calendar">
          <p className="my-registration__label" id="calendar-heading">
            Add the dates to your calendar
          </p>
          <ul className="my-registration__links" aria-labelledby="calendar-heading">
            <li>
              <a href={fileUrl('calendar.ics', token)} download>
                Calendar file (.ics)
              </a>
            </li>
            <li>
              <a href={r.calendar.google} target="_blank" rel="noopener noreferrer">
                Google Calendar<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
            <li>
              <a href={r.calendar.outlook} target="_blank" rel="noopener noreferrer">
                Outlook<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
          </ul>
        </div>
      </section>

      {!cancelled && (
        <section className="my-registration__card" aria-labelledby="details-heading">
          <h2 id="details-heading">Your details</h2>
          <MyDetailsForm token={token} registration={r} />
        </section>
      )}

      {!cancelled && (
        <section className="my-registration__card" aria-labelledby="manage-heading">
          <h2 id="manage-heading">Your confirmation and registration</h2>
          <ResendConfirmation token={token} email={r.email} onResent={onResent} />
          <CancelRegistration token={token} expoName={expoName} />
        </section>
      )}

      <section className="my-registration__card" aria-labelledby="privacy-heading">
        <h2 id="privacy-heading">Your data</h2>
        <p>
          Our <Link to={paths.privacy}>privacy policy</Link> says what we keep and why. You can download all of it, or
          ask us to delete your registration.
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
  const [resend, { loading, error }] = useMutation(ResendMyConfirmationDocument);
  return (
    <div className="my-registration__block">
      <p>
        Lost the e-mail, or think someone else has this link? We send the confirmation again to {email} with a new link;
        this one stops working.
      </p>
      <Button
        variant="secondary"
        loading={loading}
        loadingText="Sending…"
        onClick={() => {
          resend({ variables: { token } })
            .then(({ data }) => data && onResent(data.resendMyConfirmation))
            .catch(() => undefined);
        }}
      >
        Send my confirmation again
      </Button>
      {error && !loading && <Alert>{toFormError(error).message}</Alert>}
    </div>
  );
}

function CancelRegistration({ token, expoName }: { token: string; expoName: string }) {
  const [cancel] = useMutation(CancelMyRegistrationDocument, {
    refetchQueries: ['MyRegistration'],
    awaitRefetchQueries: true,
  });
  return (
    <div className="my-registration__block">
      <p>Not coming after all? Cancelling frees your place; the code will no longer let you in.</p>
      <ConfirmDelete
        label="Cancel my registration"
        question={`Cancel your registration for ${expoName}?`}
        detail="You cannot undo this here: to register again you would have to write to us."
        confirmLabel="Yes, cancel it"
        keepLabel="Keep my registration"
        busyLabel="Cancelling…"
        onDelete={async () => {
          await cancel({ variables: { token } });
        }}
        problemOf={(error) => toFormError(error).message}
      />
    </div>
  );
}

function DownloadMyData({ token, code }: { token: string; code: string }) {
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
      <Button variant="secondary" loading={busy} loadingText="Preparing…" onClick={() => void download()}>
        Download my data (JSON)
      </Button>
      <p className="my-registration__hint">
        Your registration, your consents with their wording and time, your check-in, and the e-mails we sent you.
      </p>
      {problem && <Alert>{problem}</Alert>}
    </div>
  );
}

function DeletionRequest({ token, registration: r }: { token: string; registration: Registration }) {
  const [ask] = useMutation(RequestMyDataDeletionDocument, {
    refetchQueries: ['MyRegistration'],
    awaitRefetchQueries: true,
  });
  const request = r.deletionRequest;
  if (request?.status === 'PENDING') {
    return (
      <Alert tone="info" title="Deletion requested">
        You asked on {dateTime(request.requestedAt)} for your registration to be deleted. We will e-mail you the
        outcome.
      </Alert>
    );
  }
  return (
    <div className="my-registration__block">
      {request?.status === 'DECLINED' && (
        <Alert tone="info" title="Your earlier deletion request was declined">
          {request.declineReason}
        </Alert>
      )}
      <ConfirmDelete
        label="Ask for my data to be deleted"
        question="Ask the organisers to delete your registration and its data?"
        detail="Once they complete it, your registration, ticket and this page are gone for good. We e-mail you the outcome."
        confirmLabel="Yes, ask for deletion"
        keepLabel="Keep my data"
        busyLabel="Sending…"
        onDelete={async () => {
          await ask({ variables: { token } });
        }}
        problemOf={(error) => toFormError(error).message}
      />
    </div>
  );
}
