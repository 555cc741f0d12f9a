import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { LoadingState } from '../../../components/ui/LoadingState';
import { QueryProblem } from '../../../components/ui/QueryProblem';
import { paths } from '../../../config/paths';
import { graphql } from '../../../gql';
import type { RegistrationOrderQuery } from '../../../gql/graphql';
import { formatInstant } from '../../../lib/date-time';
import { toFormError } from '../../../lib/errors';
import { INTL_LOCALES } from '../../../lib/i18n/languages';
import { useTranslation } from '../../../lib/i18n/translation';
import { DEFAULT_EXPO_NAME, useSiteConfig } from '../../../lib/site-config';
import { usePageTitle } from '../../../lib/use-page-title';
import { CardFields, useCardStep } from '../../rentals/payment/CardFields';
import { useCardPayment } from '../../rentals/payment/use-card-payment';
import { EventFacts } from '../shared/EventFacts';
import { ExpoPage } from '../shared/ExpoPage';
import type { RegistrationSuccessState } from './participant-options';
import { REGISTRATION } from './registration-i18n';
import { localized } from './RegistrationQuestions';
import { rememberedPaymentToken } from './payment-token';
import './registration.css';

const RegistrationOrderDocument = graphql(`
  query RegistrationOrder($token: String!) {
    registrationOrder(token: $token) {
      state
      email
      firstName
      expiresAt
      failure
      amount {
        formatted
      }
      type {
        id
        name
        nameFr
      }
    }
  }
`);

const PayRegistrationOrderDocument = graphql(`
  mutation PayRegistrationOrder($token: String!) {
    payRegistrationOrder(token: $token) {
      paymentId
      clientSecret
    }
  }
`);

type Order = RegistrationOrderQuery['registrationOrder'];

/** How often a payment the provider has not confirmed yet is asked about again. */
const POLL_MS = 3_000;

/**
 * '/registration/payment': paying for a registration as a paid type. The form has opened the order (its
 * place held for a while) and kept its token in this tab; the card step of the configured provider
 * pays it here, and a provider's own checkout page sends the browser back here (`?payment=`). Once paid,
 * the registration is made and its confirmation mailed: the page moves on to the success page.
 */
export function RegistrationPaymentPage() {
  const { t } = useTranslation(REGISTRATION);
  const site = useSiteConfig();
  const expoName = site?.expoName ?? DEFAULT_EXPO_NAME;
  usePageTitle(t('payment.title'), t('payment.description', { expoName }));
  const [searchParams] = useSearchParams();
  const returned = searchParams.has('payment');
  const token = rememberedPaymentToken();
  const navigate = useNavigate();
  const { data, error, refetch, startPolling, stopPolling } = useQuery(RegistrationOrderDocument, {
    variables: { token },
    skip: !token,
    fetchPolicy: 'network-only',
  });
  const order = data?.registrationOrder;
  // Back from the provider's page before it confirmed: asked again every few seconds until it has.
  const confirming = returned && order?.state === 'AWAITING_PAYMENT' && !order.failure;
  useEffect(() => {
    if (!confirming) return;
    startPolling(POLL_MS);
    return () => stopPolling();
  }, [confirming, startPolling, stopPolling]);

  useEffect(() => {
    if (order?.state !== 'PAID') return;
    const state: RegistrationSuccessState = {
      email: order.email,
      firstName: order.firstName,
      paid: order.amount.formatted,
    };
    void navigate(paths.registrationSuccess, { state, replace: true });
  }, [order, navigate]);

  let content;
  if (!token || (error && toFormError(error).fieldErrors.token)) {
    content = (
      <Alert title={t('payment.missingTitle')}>
        {t('payment.missing')} <Link to={paths.registration}>{t('payment.registerAgain')}</Link>
      </Alert>
    );
  } else if (error) {
    content = <QueryProblem error={error} title={t('payment.loadProblem')} onRetry={() => void refetch()} />;
  } else if (!order || order.state === 'PAID') {
    content = <LoadingState label={t('payment.loading')} />;
  } else if (order.state === 'EXPIRED') {
    content = (
      <Alert title={t('payment.expiredTitle')}>
        {t('payment.expired')} <Link to={paths.registration}>{t('payment.registerAgain')}</Link>
      </Alert>
    );
  } else {
    content = (
      <PaymentForm
        token={token}
        order={order}
        returned={returned}
        onSettled={async () => {
          await refetch();
        }}
      />
    );
  }

  return (
    <ExpoPage
      eyebrow={t('page.eyebrow')}
      title={t('payment.title')}
      intro={t('payment.intro', { expoName })}
      aside={<EventFacts site={site} />}
    >
      <div className="form-card">{content}</div>
    </ExpoPage>
  );
}

function PaymentForm({
  token,
  order,
  returned,
  onSettled,
}: {
  token: string;
  order: Order;
  returned: boolean;
  onSettled: () => Promise<void>;
}) {
  const { t, language } = useTranslation(REGISTRATION);
  const zone = useSiteConfig()?.expoTimeZone;
  const card = useCardStep();
  const [pay] = useMutation(PayRegistrationOrderDocument);
  const amount = order.amount.formatted;
  const { stage, problem, submit } = useCardPayment(card, {
    start: async () => (await pay({ variables: { token } })).data?.payRegistrationOrder,
    // Reading the order again asks the provider how the payment went and makes the registration.
    settled: onSettled,
    // Paid or expired meanwhile: the page shows where it stands.
    onRefused: async (code) => {
      if (code === 'CONFLICT') await onSettled();
    },
  });

  return (
    <form
      className="registration-payment"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="payment-heading"
    >
      <h2 id="payment-heading">{t('payment.heading')}</h2>
      <dl className="registration-payment__summary">
        <div>
          <dt>{t('payment.type')}</dt>
          <dd>{localized(order.type.name, order.type.nameFr, language)}</dd>
        </div>
        <div>
          <dt>{t('payment.for')}</dt>
          <dd>
            {order.firstName} ({order.email})
          </dd>
        </div>
        <div>
          <dt>{t('payment.amount')}</dt>
          <dd className="registration-payment__amount">{amount}</dd>
        </div>
      </dl>
      <p>{t('payment.held', { time: formatInstant(order.expiresAt, zone, { locale: INTL_LOCALES[language] }) })}</p>
      {returned && !order.failure && <Alert tone="info">{t('payment.pending')}</Alert>}
      {order.failure && !problem && <Alert>{t('payment.failed', { reason: order.failure })}</Alert>}
      <CardFields card={card} unavailable={t('payment.unavailable')} />
      {problem && <Alert>{problem}</Alert>}
      <Button
        type="submit"
        loading={stage !== 'idle'}
        loadingText={t(`payment.${stage === 'idle' ? 'starting' : stage}`)}
        disabled={!card.canPay}
      >
        {t('payment.button', { amount })}
      </Button>
    </form>
  );
}
