import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import type { MailCampaignProgressQuery, MailCampaignStatus } from '../../../gql/graphql';
import { toFormError } from '../../../lib/errors';
import { DetailList } from '../components/DetailList';
import { DetailsFrame, useIdParam } from '../components/DetailsFrame';
import { LiveNotice, type Notice } from '../components/LiveNotice';
import { searchHref } from '../components/RelatedLinks';
import { count } from '../format';
import { DeliveryProgress, deliverySummary } from './DeliveryProgress';
import { SiteTime } from '../components/SiteTime';

const MailCampaignProgressDocument = graphql(`
  query MailCampaignProgress($id: ID!) {
    mailCampaign(id: $id) {
      campaign {
        id
        subject
        message
        audienceLabel
        recipientCount
        suppressedCount
        createdAt
        dispatchedAt
      }
      status
      pending
      queued
      sent
      stored
      failed
      failedRecipients {
        email
        error
      }
    }
  }
`);

const RetryGroupMailFailuresDocument = graphql(`
  mutation RetryGroupMailFailures($id: ID!) {
    retryGroupMailFailures(id: $id)
  }
`);

/** The campaign page refreshes this often while messages are still on their way. */
export const POLL_INTERVAL_MS = 2000;

/** What the page says before the counts; QUEUED and SENDING keep it refreshing. */
const STATUS_TEXT: Record<MailCampaignStatus, string> = {
  QUEUED: 'Queued… ',
  SENDING: 'Sending… ',
  SENT: 'Done. ',
  PARTLY_FAILED: 'Done, some failed. ',
  FAILED: 'Every message failed. ',
};

export function CampaignPage() {
  const id = useIdParam();
  const { data, loading, error, refetch, startPolling, stopPolling } = useQuery(MailCampaignProgressDocument, {
    variables: { id: id ?? '' },
    skip: !id,
    notifyOnNetworkStatusChange: false,
  });
  const progress = data?.mailCampaign;
  const inFlight = progress ? progress.status === 'QUEUED' || progress.status === 'SENDING' : false;

  useEffect(() => {
    if (!inFlight) return;
    startPolling(POLL_INTERVAL_MS);
    return () => stopPolling();
  }, [inFlight, startPolling, stopPolling]);

  return (
    <DetailsFrame
      title="Group e-mail"
      back={{ to: paths.admin.sendEmail, label: 'Send Email' }}
      id={id}
      loading={loading && !progress}
      error={progress ? undefined : error}
      onRetry={() => void refetch()}
    >
      {progress && <CampaignProgress progress={progress} inFlight={inFlight} onRetried={() => void refetch()} />}
    </DetailsFrame>
  );
}

type Progress = NonNullable<MailCampaignProgressQuery['mailCampaign']>;

function CampaignProgress({
  progress,
  inFlight,
  onRetried,
}: {
  progress: Progress;
  inFlight: boolean;
  onRetried: () => void;
}) {
  const { campaign } = progress;
  const [retry, { loading: retrying }] = useMutation(RetryGroupMailFailuresDocument);
  const [notice, setNotice] = useState<Notice | null>(null);

  async function handleRetry() {
    if (retrying) return;
    setNotice(null);
    try {
      const { data } = await retry({ variables: { id: campaign.id } });
      const queued = data?.retryGroupMailFailures ?? 0;
      setNotice({ tone: 'success', text: `${count(queued, 'message')} queued again.` });
      onRetried();
    } catch (error) {
      setNotice({ tone: 'error', text: toFormError(error).message });
    }
  }

  return (
    <div className="details-grid details-grid--wide">
      <Card>
        <h2 className="campaign__subject">{campaign.subject}</h2>
        <p className="campaign__status">
          {STATUS_TEXT[progress.status]}
          {deliverySummary(progress, campaign.recipientCount)}
        </p>
        {/* Only the end is announced: a reading every 2 seconds would drown everything else out. */}
        <p className="visually-hidden" role="status">
          {inFlight ? '' : `Delivery finished. ${deliverySummary(progress, campaign.recipientCount)}`}
        </p>
        <DeliveryProgress counts={progress} total={campaign.recipientCount} />
        {progress.stored > 0 && (
          <p className="campaign__note">
            No SMTP server is configured, so messages are kept in the <Link to={paths.admin.outbox}>Outbox</Link> with
            status ‘stored’.
          </p>
        )}
        <DetailList
          items={[
            { label: 'Receivers', value: campaign.audienceLabel },
            { label: 'Recipients', value: campaign.recipientCount.toLocaleString('en') },
            { label: 'Unsubscribed, left out', value: campaign.suppressedCount.toLocaleString('en') },
            { label: 'Created', value: <SiteTime iso={campaign.createdAt} of="expo" /> },
            {
              label: 'All queued',
              value: campaign.dispatchedAt ? <SiteTime iso={campaign.dispatchedAt} of="expo" /> : 'Not yet',
            },
          ]}
        />
        <details className="campaign__message">
          <summary>Message</summary>
          <pre>{campaign.message}</pre>
        </details>
      </Card>

      <Card>
        <section aria-labelledby="failed-heading">
          <h2 id="failed-heading">Failed recipients</h2>
          {progress.failedRecipients.length === 0 ? (
            <p>None{inFlight ? ' so far' : ''}.</p>
          ) : (
            <>
              <ul className="failed-list">
                {progress.failedRecipients.map((recipient) => (
                  <li key={recipient.email}>
                    <Link to={searchHref(paths.admin.outbox, recipient.email)}>{recipient.email}</Link>
                    <span className="failed-list__error">{recipient.error ?? 'Unknown error'}</span>
                  </li>
                ))}
              </ul>
              <Button variant="secondary" loading={retrying} loadingText="Queuing…" onClick={() => void handleRetry()}>
                Retry failed
              </Button>
            </>
          )}
          <LiveNotice notice={notice} />
        </section>
      </Card>
    </div>
  );
}
