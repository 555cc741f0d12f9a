import type { Config } from '../../../config/config.js';
import { translator } from '../../../lib/i18n.js';
import { formatMoney } from '../../../lib/money.js';
import { renderEmail } from '../../outbox/email-layout.js';
import type { EmailDraft } from '../../outbox/outbox.service.js';
import { typeName } from '../registration-types/registration-type.service.js';
import type { RegistrationTypeRow } from '../registration-types/registration-type.table.js';
import type { RegistrationOrderRow } from './order.table.js';

/**
 * A paid order that could not become a registration, to its address: the money is on its way back. It
 * names both reasons without saying which (only the address's holder reads it, yet the payer may not be them).
 */
export function unfulfilledOrderEmail(
  config: Pick<Config, 'expo'>,
  order: RegistrationOrderRow & { email: string },
  type: RegistrationTypeRow,
): EmailDraft {
  const t = translator(order.language);
  const values = {
    expo: config.expo.name,
    type: typeName(type, order.language),
    amount: formatMoney(order.amountCents, order.currency),
  };
  const words = (key: string) => t(`paidRegistration.unfulfilled.${key}`, values);
  return {
    to: order.email,
    subject: words('subject'),
    ...renderEmail(
      {
        title: words('title'),
        paragraphs: [words('body'), words('refund')],
        details: [
          [t('labels.registrationType'), values.type],
          [t('paidRegistration.amount'), values.amount],
        ],
      },
      config.expo.name,
      order.language,
    ),
    template: 'registration-refunded',
    meta: { orderId: order.id },
  };
}
