import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { CheckboxField } from '../../../components/ui/CheckboxField';
import { QueryProblem } from '../../../components/ui/QueryProblem';
import { TextField } from '../../../components/ui/TextField';
import { adminDetailsHref, paths } from '../../../config/paths';
import type { WebhookEventType } from '../../../gql/graphql';
import { toFormError } from '../../../lib/errors';
import { PageHeader } from '../components/PageHeader';
import { StatusBadge } from '../components/StatusBadge';
import { SiteTime } from '../components/SiteTime';
import { SecretReveal } from './SecretReveal';
import { CreateWebhookEndpointDocument, WebhookEndpointsDocument } from './webhook-documents';
import { eventLabel, WEBHOOK_EVENTS } from './webhook-labels';
import './webhooks.css';

/** `/admin/webhooks`: integrators' endpoints, and a form to register one (its secret shown once here). */
export function WebhooksPage() {
  const { data, loading, error, refetch } = useQuery(WebhookEndpointsDocument, { fetchPolicy: 'cache-and-network' });
  const endpoints = data?.webhookEndpoints ?? [];
  const [secret, setSecret] = useState<{ url: string; value: string } | null>(null);
  return (
    <div className="admin-page">
      <PageHeader
        title="Webhooks"
        intro="Endpoints receive signed events as they happen (bookings, payouts, registrations, check-ins, sponsors). Failed deliveries are retried for about 36 hours; each endpoint’s page shows its delivery log."
      />
      {secret && (
        <Card>
          <h2>Endpoint registered: {secret.url}</h2>
          <SecretReveal secret={secret.value} onDone={() => setSecret(null)} />
        </Card>
      )}
      <Card className="admin-form-card">
        <h2>Register an endpoint</h2>
        <NewEndpointForm onCreated={(url, value) => setSecret({ url, value })} />
      </Card>
      <Card>
        <h2>Endpoints</h2>
        {error && !data ? (
          <QueryProblem error={error} onRetry={() => void refetch()} />
        ) : loading && !data ? (
          <p>Loading…</p>
        ) : endpoints.length === 0 ? (
          <p>No endpoint yet: register one above.</p>
        ) : (
          <ul className="webhook-list">
            {endpoints.map((endpoint) => (
              <li key={endpoint.id} className="webhook-list__item">
                <div className="webhook-list__head">
                  <Link to={adminDetailsHref(paths.admin.webhookDetails, endpoint.id)} className="webhook-url">
                    {endpoint.url}
                  </Link>
                  <StatusBadge
                    status={endpoint.enabled ? 'approved' : 'withdrawn'}
                    label={endpoint.enabled ? 'Enabled' : 'Disabled'}
                  />
                </div>
                {endpoint.description && <p>{endpoint.description}</p>}
                <p className="webhook-list__events">{endpoint.events.map(eventLabel).join(' · ')}</p>
                <p className="webhook-list__meta">
                  Secret {endpoint.secretHint} · registered <SiteTime iso={endpoint.createdAt} of="marketplace" />
                </p>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}

function NewEndpointForm({ onCreated }: { onCreated: (url: string, secret: string) => void }) {
  const [create, { loading }] = useMutation(CreateWebhookEndpointDocument, {
    refetchQueries: [WebhookEndpointsDocument],
  });
  const [events, setEvents] = useState<WebhookEventType[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const values = new FormData(form);
    setErrors({});
    setProblem(null);
    try {
      const { data } = await create({
        variables: {
          input: { url: String(values.get('url') ?? ''), description: String(values.get('description') ?? ''), events },
        },
      });
      const made = data?.createWebhookEndpoint;
      if (made) {
        form.reset();
        setEvents([]);
        onCreated(String(values.get('url')), made.secret);
      }
    } catch (error) {
      const formError = toFormError(error);
      setErrors(formError.fieldErrors);
      if (!Object.keys(formError.fieldErrors).length) setProblem(formError.message);
    }
  }

  return (
    <form className="webhook-form" noValidate onSubmit={(e) => void submit(e)}>
      <TextField
        label="URL"
        name="url"
        type="url"
        required
        maxLength={2000}
        placeholder="https://example.com/aibex-webhooks"
        hint="https:// only in production; private and local addresses are refused there."
        error={errors.url}
      />
      <TextField label="Description" name="description" maxLength={200} error={errors.description} />
      <fieldset className="webhook-form__events" aria-describedby={errors.events ? 'webhook-events-error' : undefined}>
        <legend>Events</legend>
        {WEBHOOK_EVENTS.map((e) => (
          <CheckboxField
            key={e.value}
            name="events"
            label={e.label}
            hint={e.type}
            checked={events.includes(e.value)}
            onChange={(change) =>
              setEvents((now) =>
                change.currentTarget.checked ? [...now, e.value] : now.filter((value) => value !== e.value),
              )
            }
          />
        ))}
        {errors.events && (
          <p id="webhook-events-error" className="field__error" role="alert">
            {errors.events}
          </p>
        )}
      </fieldset>
      {problem && (
        <p className="field__error" role="alert">
          {problem}
        </p>
      )}
      <Button type="submit" loading={loading} loadingText="Registering…">
        Register endpoint
      </Button>
    </form>
  );
}
