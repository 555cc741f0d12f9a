import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { ConfirmDelete } from '../../../components/ui/ConfirmDelete';
import { Pagination } from '../../../components/ui/Pagination';
import { QueryProblem } from '../../../components/ui/QueryProblem';
import { paths } from '../../../config/paths';
import type { WebhookDeliveryFieldsFragment, WebhookEndpointFieldsFragment } from '../../../gql/graphql';
import { toFormError } from '../../../lib/errors';
import { DetailList } from '../components/DetailList';
import { LiveNotice, type Notice } from '../components/LiveNotice';
import { SiteTime } from '../components/SiteTime';
import { StatusBadge } from '../components/StatusBadge';
import { RecordPage } from '../layout/RecordPage';
import { SecretReveal } from './SecretReveal';
import {
  DeleteWebhookEndpointDocument,
  ResendWebhookDeliveryDocument,
  RevealWebhookSecretDocument,
  RotateWebhookSecretDocument,
  SendTestWebhookDocument,
  UpdateWebhookEndpointDocument,
  WebhookDeliveriesDocument,
  WebhookEndpointDocument,
  WebhookEndpointsDocument,
} from './webhook-documents';
import { DELIVERY_STATUS, eventLabel } from './webhook-labels';
import './webhooks.css';

const PAGE_SIZE = 25;

/** `/admin/webhook-details?id=`: one endpoint, its secret and its delivery log with resends. */
export function WebhookEndpointPage() {
  return (
    <RecordPage
      title="Webhook endpoint"
      back={{ to: paths.admin.webhooks, label: 'Webhooks' }}
      query={WebhookEndpointDocument}
    >
      {(data) => data.webhookEndpoint && <Endpoint endpoint={data.webhookEndpoint} />}
    </RecordPage>
  );
}

function Endpoint({ endpoint }: { endpoint: WebhookEndpointFieldsFragment }) {
  const navigate = useNavigate();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const refetch = { refetchQueries: [WebhookDeliveriesDocument] };
  const [sendTest, test] = useMutation(SendTestWebhookDocument, refetch);
  const [reveal, revealing] = useMutation(RevealWebhookSecretDocument);
  const [rotate, rotating] = useMutation(RotateWebhookSecretDocument, { refetchQueries: [WebhookEndpointDocument] });
  const [update, updating] = useMutation(UpdateWebhookEndpointDocument);
  const [remove] = useMutation(DeleteWebhookEndpointDocument, { refetchQueries: [WebhookEndpointsDocument] });

  const act = async (run: () => Promise<unknown>, done: string) => {
    setNotice(null);
    try {
      await run();
      setNotice({ tone: 'success', text: done });
    } catch (error) {
      setNotice({ tone: 'error', text: toFormError(error).message });
    }
  };

  return (
    <div className="details-grid details-grid--wide">
      <Card>
        <h2 className="webhook-url">{endpoint.url}</h2>
        <DetailList
          items={[
            { label: 'Description', value: endpoint.description || null },
            {
              label: 'Status',
              value: (
                <StatusBadge
                  status={endpoint.enabled ? 'approved' : 'withdrawn'}
                  label={
                    endpoint.enabled
                      ? 'Enabled'
                      : `Disabled${endpoint.disabledReason ? `: ${endpoint.disabledReason}` : ''}`
                  }
                />
              ),
            },
            { label: 'Events', value: endpoint.events.map(eventLabel).join(', ') },
            { label: 'Secret', value: <code>{endpoint.secretHint}</code> },
            { label: 'Registered', value: <SiteTime iso={endpoint.createdAt} of="marketplace" /> },
          ]}
        />
        <div className="webhook-actions">
          <Button
            loading={test.loading}
            loadingText="Sending…"
            onClick={() =>
              void act(() => sendTest({ variables: { endpointId: endpoint.id } }), 'Test event queued: it is sent now.')
            }
          >
            Send test event
          </Button>
          <Button
            variant="secondary"
            loading={revealing.loading}
            loadingText="Revealing…"
            onClick={() =>
              void act(async () => {
                const { data } = await reveal({ variables: { id: endpoint.id } });
                setSecret(data?.revealWebhookSecret ?? null);
              }, 'Secret shown below.')
            }
          >
            Reveal secret
          </Button>
          <Button
            variant="secondary"
            loading={rotating.loading}
            loadingText="Rotating…"
            onClick={() =>
              void act(async () => {
                const { data } = await rotate({ variables: { id: endpoint.id } });
                setSecret(data?.rotateWebhookSecret ?? null);
              }, 'New secret made: deliveries are signed with it from now on.')
            }
          >
            Rotate secret
          </Button>
          <Button
            variant="secondary"
            loading={updating.loading}
            loadingText="Saving…"
            onClick={() =>
              void act(
                () => update({ variables: { id: endpoint.id, input: { enabled: !endpoint.enabled } } }),
                endpoint.enabled ? 'Disabled: nothing more is sent to it.' : 'Enabled.',
              )
            }
          >
            {endpoint.enabled ? 'Disable' : 'Enable'}
          </Button>
        </div>
        {secret && <SecretReveal secret={secret} onDone={() => setSecret(null)} />}
        <LiveNotice notice={notice} />
        <ConfirmDelete
          label="Delete endpoint"
          question={`Delete the endpoint ${endpoint.url} and its delivery log?`}
          busyLabel="Deleting…"
          onDelete={async () => {
            await remove({ variables: { id: endpoint.id } });
            void navigate(paths.admin.webhooks);
          }}
          problemOf={(error) => toFormError(error).message}
        />
      </Card>
      <Deliveries endpointId={endpoint.id} />
    </div>
  );
}

function Deliveries({ endpointId }: { endpointId: string }) {
  const [page, setPage] = useState(1);
  const { data, previousData, loading, error, refetch } = useQuery(WebhookDeliveriesDocument, {
    variables: { endpointId, page: { page, pageSize: PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  const log = (data ?? previousData)?.webhookDeliveries;
  return (
    <Card>
      <section aria-labelledby="deliveries-heading">
        <div className="webhook-log__head">
          <h2 id="deliveries-heading">Deliveries</h2>
          <Button variant="ghost" onClick={() => void refetch()} loading={loading} loadingText="Refreshing…">
            Refresh
          </Button>
        </div>
        {error && !log ? (
          <QueryProblem error={error} onRetry={() => void refetch()} />
        ) : !log ? (
          <p>Loading…</p>
        ) : log.items.length === 0 ? (
          <p>Nothing sent yet. Send a test event to try the endpoint.</p>
        ) : (
          <>
            <ul className="webhook-log">
              {log.items.map((delivery) => (
                <DeliveryRow key={delivery.id} delivery={delivery} />
              ))}
            </ul>
            <Pagination
              page={log.page}
              pageSize={log.pageSize}
              total={log.total}
              onPage={setPage}
              label="Deliveries pages"
            />
          </>
        )}
      </section>
    </Card>
  );
}

function DeliveryRow({ delivery }: { delivery: WebhookDeliveryFieldsFragment }) {
  const [resend, { loading }] = useMutation(ResendWebhookDeliveryDocument, {
    refetchQueries: [WebhookDeliveriesDocument],
  });
  const [notice, setNotice] = useState<Notice | null>(null);
  const status = DELIVERY_STATUS[delivery.status];
  return (
    <li className="webhook-log__item">
      <div className="webhook-log__main">
        <code className="webhook-log__event">{delivery.eventType}</code>
        <StatusBadge status={status.tone} label={status.label} />
      </div>
      <p className="webhook-log__meta">
        <SiteTime iso={delivery.createdAt} of="marketplace" /> · {delivery.attempts}{' '}
        {delivery.attempts === 1 ? 'attempt' : 'attempts'}
        {delivery.lastStatusCode != null && <> · HTTP {delivery.lastStatusCode}</>}
        {delivery.nextAttemptAt && delivery.status === 'PENDING' && (
          <>
            {' '}
            · next <SiteTime iso={delivery.nextAttemptAt} of="marketplace" />
          </>
        )}
      </p>
      {delivery.lastError && <p className="webhook-log__error">{delivery.lastError}</p>}
      <p className="webhook-log__id">{delivery.eventId}</p>
      {delivery.status !== 'DELIVERING' && (
        <Button
          variant="secondary"
          loading={loading}
          loadingText="Queuing…"
          aria-label={`Resend ${delivery.eventType} ${delivery.eventId}`}
          onClick={() =>
            void resend({ variables: { id: delivery.id } })
              .then(() => setNotice({ tone: 'success', text: 'Queued: it is sent now.' }))
              .catch((error: unknown) => setNotice({ tone: 'error', text: toFormError(error).message }))
          }
        >
          Resend
        </Button>
      )}
      <LiveNotice notice={notice} />
    </li>
  );
}
