import { useMutation, useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { Alert } from '../../../components/ui/Alert';
import { Button, buttonClassName } from '../../../components/ui/Button';
import { LoadingState } from '../../../components/ui/LoadingState';
import { QueryProblem } from '../../../components/ui/QueryProblem';
import { graphql } from '../../../gql';
import type { MySponsorshipQuery } from '../../../gql/graphql';
import { formatDay, formatInstant } from '../../../lib/date-time';
import { toFormError } from '../../../lib/errors';
import { intlLocale } from '../../../lib/i18n/i18n';
import { useLanguage, useTranslation } from '../../../lib/i18n/translation';
import { formatMoney } from '../../../lib/money';
import { DEFAULT_EXPO_NAME, useSiteConfig } from '../../../lib/site-config';
import { usePageTitle } from '../../../lib/use-page-title';
import { CardFields, useCardStep } from '../../rentals/payment/CardFields';
import { useCardPayment } from '../../rentals/payment/use-card-payment';
import { EventFacts } from '../shared/EventFacts';
import { ExpoPage } from '../shared/ExpoPage';
import { useAccessCodeLink } from '../../../lib/access-code-link';
import { MY_SPONSORSHIP } from './my-sponsorship-i18n';
import '../shared/private-page.css';
import './my-sponsorship.css';

const MySponsorshipDocument = graphql(`
  query MySponsorship($token: String!) {
    mySponsorship(token: $token) {
      company
      packageTitle
      language
      canPayByCard
      bankDetails
      invoice {
        id
        number
        isOpen
        isPaid
        currency
        description
        netCents
        taxes {
          name
          basisPoints
          amountCents
        }
        totalText
        issuedOn
        dueOn
        paidAt
      }
      creditNotes {
        id
        number
        reason
        refund
        refundedAt
        totalCents
        currency
      }
      vipPasses {
        code
        places
        used
        usable
        type {
          name
          nameFr
        }
        uses {
          firstName
          lastName
          usedAt
          cancelled
          checkedIn
        }
      }
    }
  }
`);

const PayInvoiceByCardDocument = graphql(`
  mutation PayInvoiceByCard($token: String!) {
    payInvoiceByCard(token: $token) {
      paymentId
      clientSecret
    }
  }
`);

type Sponsorship = MySponsorshipQuery['mySponsorship'];
type Invoice = NonNullable<Sponsorship['invoice']>;

/**
 * Where the token waits while the browser is at the provider's checkout: the provider sends it back to
 * `?payment=` (the token is never handed to the provider), and the page takes the token from here.
 */
const TOKEN_KEY = 'aibex.my-sponsorship.token';

function rememberToken(token: string) {
  try {
    sessionStorage.setItem(TOKEN_KEY, token);
  } catch {
    // Storage refused (private mode): the sponsor opens the e-mail's link again after paying.
  }
}

function rememberedToken(): string {
  try {
    return sessionStorage.getItem(TOKEN_KEY) ?? '';
  } catch {
    return '';
  }
}

const fileUrl = (token: string, number: string) =>
  `/api/my-sponsorship/document.pdf?${new URLSearchParams({ token, number })}`;

/**
 * '/my-sponsorship?token=…': a sponsor's own page, opened by the private link of their invoice e-mail.
 * The token is the only key (whoever opens the link sees the same page). It holds sections, one per
 * thing the sponsor has from the organisers: the invoice and how to pay it, then the credit notes.
 */
export function MySponsorshipPage() {
  const { t } = useTranslation(MY_SPONSORSHIP);
  const site = useSiteConfig();
  const expoName = site?.expoName ?? DEFAULT_EXPO_NAME;
  usePageTitle(t('page.title'), t('page.description', { expoName }));
  const [searchParams] = useSearchParams();
  const returning = searchParams.has('payment');
  const token = searchParams.get('token')?.trim() || (returning ? rememberedToken() : '');
  const { data, error, refetch } = useQuery(MySponsorshipDocument, {
    variables: { token },
    skip: !token,
    fetchPolicy: 'network-only',
  });

  const invalidLink = !token || (error && toFormError(error).fieldErrors.token);
  let content;
  if (invalidLink) {
    content = (
      <Alert title={token ? t('link.expiredTitle') : t('link.missingTitle')}>
        {token ? t('link.expired') : t('link.missing')}
      </Alert>
    );
  } else if (error) {
    content = <QueryProblem error={error} title={t('page.loadProblem')} onRetry={() => void refetch()} />;
  } else if (!data) {
    content = <LoadingState label={t('page.loading')} />;
  } else {
    content = (
      <SponsorshipSections
        token={token}
        sponsorship={data.mySponsorship}
        returned={returning}
        onPaid={async () => {
          await refetch();
        }}
      />
    );
  }

  const s = data?.mySponsorship;
  return (
    <ExpoPage
      eyebrow={expoName}
      title={t('page.title')}
      intro={
        s && !invalidLink ? t('page.introNamed', { company: s.company, packageTitle: s.packageTitle }) : t('page.intro')
      }
      aside={<EventFacts site={site} />}
      className="my-sponsorship"
    >
      {content}
    </ExpoPage>
  );
}

interface SectionsProps {
  token: string;
  sponsorship: Sponsorship;
  /** Back from the provider's checkout page: the query above asked the provider how the payment went. */
  returned: boolean;
  onPaid: () => Promise<void>;
}

/** The page's sections, in order; a new kind of document the sponsor gets is a section of its own here. */
function SponsorshipSections({ token, sponsorship: s, returned, onPaid }: SectionsProps) {
  const invoice = s.invoice;
  return (
    <div className="private-page__sections">
      <InvoiceSection token={token} invoice={invoice} returned={returned} />
      {invoice?.isOpen && (
        <>
          <CardSection token={token} invoice={invoice} canPay={s.canPayByCard} onPaid={onPaid} />
          {s.bankDetails && <TransferSection invoice={invoice} bankDetails={s.bankDetails} />}
        </>
      )}
      {s.creditNotes.length > 0 && <CreditNotesSection token={token} sponsorship={s} />}
      {s.vipPasses && <VipPassesSection passes={s.vipPasses} />}
    </div>
  );
}

function useFormats() {
  const language = useLanguage();
  const locale = intlLocale(language);
  const zone = useSiteConfig()?.expoTimeZone;
  return {
    day: (date: string) => formatDay(date, { weekday: false, locale }),
    instant: (iso: string) => formatInstant(iso, zone, { locale }),
    money: (cents: number, currency: string) => formatMoney(cents / 100, currency),
    rate: (basisPoints: number) => (basisPoints / 100).toLocaleString(locale),
  };
}

function InvoiceSection({ token, invoice, returned }: { token: string; invoice: Invoice | null; returned: boolean }) {
  const { t } = useTranslation(MY_SPONSORSHIP);
  const f = useFormats();
  if (!invoice)
    return (
      <section className="private-page__card" aria-labelledby="invoice-heading">
        <h2 id="invoice-heading">{t('invoice.heading', { number: '' }).trim()}</h2>
        <p>{t('invoice.none')}</p>
      </section>
    );
  return (
    <section className="private-page__card" aria-labelledby="invoice-heading">
      <div className="my-sponsorship__title-row">
        <h2 id="invoice-heading">{t('invoice.heading', { number: invoice.number })}</h2>
        <span
          className={`my-sponsorship__status my-sponsorship__status--${invoice.isPaid ? 'paid' : 'open'}`}
          role="status"
        >
          {invoice.isPaid ? t('invoice.paidStatus') : t('invoice.openStatus')}
        </span>
      </div>
      {returned && invoice.isPaid && <Alert tone="success">{t('card.done')}</Alert>}
      {returned && invoice.isOpen && <Alert tone="info">{t('card.pending')}</Alert>}
      <p>
        {invoice.isPaid && invoice.paidAt
          ? t('invoice.paid', { date: f.instant(invoice.paidAt) })
          : t('invoice.open', { date: f.day(invoice.dueOn) })}{' '}
        {t('invoice.issued', { date: f.day(invoice.issuedOn) })}
      </p>
      <div className="table-scroll" role="region" aria-labelledby="invoice-lines-caption" tabIndex={0}>
        <table className="my-sponsorship__lines">
          <caption id="invoice-lines-caption" className="visually-hidden">
            {t('invoice.caption')}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('invoice.item')}</th>
              <th scope="col" className="my-sponsorship__amount">
                {t('invoice.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">{invoice.description}</th>
              <td className="my-sponsorship__amount">{f.money(invoice.netCents, invoice.currency)}</td>
            </tr>
            {invoice.taxes.map((tax) => (
              <tr key={tax.name}>
                <th scope="row">{t('invoice.tax', { name: tax.name, rate: f.rate(tax.basisPoints) })}</th>
                <td className="my-sponsorship__amount">{f.money(tax.amountCents, invoice.currency)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">{t('invoice.total')}</th>
              <td className="my-sponsorship__amount">{invoice.totalText}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <div className="my-sponsorship__actions">
        <a className={buttonClassName('secondary')} href={fileUrl(token, invoice.number)} download>
          {t('invoice.download')}
        </a>
      </div>
    </section>
  );
}

function CardSection({
  token,
  invoice,
  canPay,
  onPaid,
}: {
  token: string;
  invoice: Invoice;
  canPay: boolean;
  onPaid: () => Promise<void>;
}) {
  const { t } = useTranslation(MY_SPONSORSHIP);
  const card = useCardStep();
  const [pay] = useMutation(PayInvoiceByCardDocument);
  const { stage, problem, submit } = useCardPayment(card, {
    start: async () => {
      const step = (await pay({ variables: { token } })).data?.payInvoiceByCard;
      // A checkout on the provider's own page leaves this one: the token waits for the way back.
      if (step) rememberToken(token);
      return step;
    },
    // Reading the page again asks the provider how the payment went and records it.
    settled: onPaid,
  });

  return (
    <section className="private-page__card" aria-labelledby="card-heading">
      <h2 id="card-heading">{t('card.heading')}</h2>
      {canPay ? (
        <form className="my-sponsorship__pay" noValidate onSubmit={(event) => void submit(event)}>
          <p>{t('card.text', { total: invoice.totalText })}</p>
          <CardFields card={card} unavailable={t('card.unavailable')} />
          {problem && <Alert>{problem}</Alert>}
          <Button
            type="submit"
            loading={stage !== 'idle'}
            loadingText={t(`card.${stage === 'idle' ? 'starting' : stage}`)}
            disabled={!card.canPay}
          >
            {t('card.button', { total: invoice.totalText })}
          </Button>
        </form>
      ) : (
        <p>{t('card.unavailable')}</p>
      )}
    </section>
  );
}

function TransferSection({ invoice, bankDetails }: { invoice: Invoice; bankDetails: string }) {
  const { t } = useTranslation(MY_SPONSORSHIP);
  return (
    <section className="private-page__card" aria-labelledby="transfer-heading">
      <h2 id="transfer-heading">{t('transfer.heading')}</h2>
      <p>{t('transfer.text', { total: invoice.totalText })}</p>
      <dl className="my-sponsorship__transfer">
        <div>
          <dt>{t('transfer.account')}</dt>
          <dd className="my-sponsorship__bank">{bankDetails}</dd>
        </div>
        <div>
          <dt>{t('transfer.reference')}</dt>
          <dd>
            <code>{invoice.number}</code>
          </dd>
        </div>
      </dl>
    </section>
  );
}

function CreditNotesSection({ token, sponsorship: s }: { token: string; sponsorship: Sponsorship }) {
  const { t } = useTranslation(MY_SPONSORSHIP);
  const f = useFormats();
  return (
    <section className="private-page__card" aria-labelledby="credit-heading">
      <h2 id="credit-heading">{t('credit.heading')}</h2>
      <ul className="my-sponsorship__credits">
        {s.creditNotes.map((note) => (
          <li key={note.id}>
            <p>{t('credit.item', { number: note.number, total: f.money(note.totalCents, note.currency) })}</p>
            <p>{t('credit.reason', { reason: note.reason })}</p>
            <p>{note.refund === 'CARD' && !note.refundedAt ? t('credit.cardPending') : t(REFUND_KEYS[note.refund])}</p>
            <a href={fileUrl(token, note.number)} download>
              {t('credit.download', { number: note.number })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The package's VIP passes: the code and link to hand out, and who registered with it. */
function VipPassesSection({ passes }: { passes: NonNullable<Sponsorship['vipPasses']> }) {
  const { t } = useTranslation(MY_SPONSORSHIP);
  const language = useLanguage();
  const f = useFormats();
  const link = useAccessCodeLink(passes.code);
  return (
    <section className="private-page__card" aria-labelledby="vip-heading">
      <h2 id="vip-heading">{t('vip.heading')}</h2>
      <p>
        {t('vip.text', {
          count: passes.places,
          type: (language === 'fr' && passes.type.nameFr) || passes.type.name,
        })}
      </p>
      <dl className="my-sponsorship__transfer">
        <div>
          <dt>{t('vip.code')}</dt>
          <dd>
            <code>{passes.code}</code>
          </dd>
        </div>
        <div>
          <dt>{t('vip.link')}</dt>
          <dd className="my-sponsorship__link">{link}</dd>
        </div>
        <div>
          <dt>{t('vip.usedLabel')}</dt>
          <dd>{t('vip.used', { used: passes.used, places: passes.places })}</dd>
        </div>
      </dl>
      {!passes.usable && passes.used < passes.places && <p>{t('vip.closed')}</p>}
      {passes.uses.length === 0 ? (
        <p>{t('vip.nobody')}</p>
      ) : (
        <ul className="my-sponsorship__guests" aria-label={t('vip.guests')}>
          {passes.uses.map((use, i) => (
            <li key={`${use.usedAt}-${i}`}>
              <span>
                {use.firstName} {use.lastName}
              </span>
              <span>
                {use.cancelled ? t('vip.cancelled') : use.checkedIn ? t('vip.checkedIn') : t('vip.registered')}
                {' · '}
                {f.instant(use.usedAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const REFUND_KEYS = {
  NONE: 'credit.none',
  CARD: 'credit.card',
  MANUAL: 'credit.manual',
} as const;
