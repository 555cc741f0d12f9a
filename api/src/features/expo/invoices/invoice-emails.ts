import type { Config } from '../../../config/config.js';
import { translator } from '../../../lib/i18n.js';
import { formatMoney } from '../../../lib/money.js';
import { renderEmail } from '../../outbox/email-layout.js';
import type { EmailDraft } from '../../outbox/outbox.service.js';
import { documentDate } from './invoice-pdf.js';
import type { CreditNoteRow, InvoiceRow } from './invoice.table.js';

/** What the sponsor's e-mails about an invoice say; each is written in the application's language. */
type Kind = 'issued' | 'paid' | 'reminder' | 'credited';

/**
 * An e-mail to the sponsor about their invoice: issued (with its PDF and the private link to their
 * page), paid, reminded before its due date, credited (with the credit note's PDF).
 */
export function invoiceEmail(
  config: Config,
  invoice: InvoiceRow,
  kind: Kind,
  extra: { pageUrl?: string; pdf?: { filename: string; content: Buffer }; credit?: CreditNoteRow },
): EmailDraft {
  const t = translator(invoice.language);
  const values = {
    expo: config.expo.name,
    number: invoice.number,
    total: formatMoney(invoice.totalCents, invoice.currency),
    due: documentDate(invoice.dueOn, invoice.language),
    credit: extra.credit?.number ?? '',
  };
  const copy = (key: string) => t(`invoice.mail.${kind}.${key}`, values);
  const details: [string, string][] = [
    [t('invoice.mail.labels.number'), invoice.number],
    [t('invoice.mail.labels.total'), values.total],
  ];
  if (kind !== 'credited' && kind !== 'paid') details.push([t('invoice.mail.labels.due'), values.due]);
  if (extra.credit) details.push([t('invoice.mail.labels.credit'), extra.credit.number]);
  return {
    to: invoice.buyer.email,
    subject: copy('subject'),
    ...renderEmail(
      {
        title: copy('title'),
        paragraphs: [copy('body')],
        details,
        ...(extra.pageUrl ? { action: { label: t('invoice.mail.open'), url: extra.pageUrl } } : {}),
      },
      config.expo.name,
      invoice.language,
    ),
    template: `sponsor-invoice-${kind}`,
    meta: { invoiceId: invoice.id, number: invoice.number },
    ...(extra.pdf
      ? {
          attachments: [
            {
              filename: extra.pdf.filename,
              contentType: 'application/pdf',
              contentBase64: extra.pdf.content.toString('base64'),
            },
          ],
        }
      : {}),
  };
}
