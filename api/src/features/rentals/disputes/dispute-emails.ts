import type { Config } from '../../../config/config.js';
import { formatMoney } from '../../../lib/money.js';
import { renderEmail } from '../../outbox/email-layout.js';
import type { EmailDraft } from '../../outbox/outbox.service.js';
import type { OutboxTemplateName } from '../../outbox/outbox-templates.js';

interface Person {
  email: string;
  firstName: string;
}

interface About {
  code: string;
  toolName: string;
  bookingId: string;
  /** The booking's currency: every amount of these mails is in it. */
  currency: string;
}

const RENTER_PAGE = '/user/my-rental-history-details';
const OWNER_PAGE = '/user/my-bookings-details';

/** What the parties of a booking are told about its deposit and its disputes. */
export function disputeEmails(config: Config, publicUrl: string) {
  const brand = config.expo.name;
  const link = (page: string, id: string) => `${publicUrl}${page}?${new URLSearchParams({ id })}`;
  const draft = (
    to: Person,
    template: OutboxTemplateName,
    subject: string,
    paragraphs: string[],
    about: About,
    page: string,
  ): EmailDraft => ({
    to: to.email,
    subject,
    template,
    ...renderEmail(
      {
        title: subject,
        paragraphs: [`Hello ${to.firstName},`, ...paragraphs],
        details: [
          ['Booking code', about.code],
          ['Tool', about.toolName],
        ],
        action: { label: 'Open the booking', url: link(page, about.bookingId) },
      },
      brand,
    ),
  });

  return {
    depositReturned(renter: Person, about: About, depositCents: number): EmailDraft {
      return draft(
        renter,
        'deposit.returned',
        `Your deposit of ${formatMoney(depositCents, about.currency)} is on its way back`,
        [
          `The return of ${about.toolName} (${about.code}) was confirmed and nobody raised a problem in time, so we refunded your deposit of ${formatMoney(depositCents, about.currency)} to the card you paid with. Banks usually show it within 5 to 10 days.`,
        ],
        about,
        RENTER_PAGE,
      );
    },
    damageClaimed(renter: Person, about: About, claimCents: number, depositCents: number, reason: string): EmailDraft {
      return draft(
        renter,
        'dispute.damage',
        `The owner reported damage: ${about.code}`,
        [
          `The owner of ${about.toolName} reported damage and asks for ${formatMoney(claimCents, about.currency)} of your ${formatMoney(depositCents, about.currency)} deposit. They wrote: “${reason}”.`,
          'Your deposit stays with us until an administrator decides. Reply in the booking conversation with your side and any photos: the administrator reads it.',
        ],
        about,
        RENTER_PAGE,
      );
    },
    notReturned(renter: Person, about: About, depositCents: number, reason: string): EmailDraft {
      return draft(
        renter,
        'dispute.not-returned',
        `The owner reports the tool not returned: ${about.code}`,
        [
          `The rental of ${about.toolName} has ended, and its owner reports that you have not returned it. They wrote: “${reason}”.`,
          depositCents > 0
            ? `Your deposit of ${formatMoney(depositCents, about.currency)} stays with us until an administrator decides, and may go to the owner.`
            : 'An administrator looks at the booking and decides what follows.',
          'Return the tool as soon as you can, and answer in the booking conversation: the owner and the administrator read it. If you already returned it, say so there, with any photos.',
        ],
        about,
        RENTER_PAGE,
      );
    },
    disputeOpened(owner: Person, about: About, kind: string, reason: string): EmailDraft {
      return draft(
        owner,
        'dispute.opened',
        `The renter reported a problem: ${about.code}`,
        [
          `The renter of ${about.toolName} reported a problem with the ${kind}. They wrote: “${reason}”.`,
          'Your earning for this booking waits until an administrator decides. Reply in the booking conversation with your side: the administrator reads it.',
        ],
        about,
        OWNER_PAGE,
      );
    },
    decided(
      person: Person,
      as: 'renter' | 'owner',
      about: About,
      outcome: { refundCents: number; awardCents: number; depositBackCents: number; note: string },
    ): EmailDraft {
      const lines: string[] = [];
      if (as === 'renter') {
        const back = outcome.refundCents + outcome.depositBackCents;
        lines.push(
          back > 0
            ? `We are refunding ${formatMoney(back, about.currency)} to the card you paid with${outcome.depositBackCents > 0 ? ` (${formatMoney(outcome.refundCents, about.currency)} of the rental amount and ${formatMoney(outcome.depositBackCents, about.currency)} of your deposit)` : ''}. Banks usually show it within 5 to 10 days.`
            : 'Nothing is refunded to you.',
        );
        if (outcome.awardCents > 0)
          lines.push(`${formatMoney(outcome.awardCents, about.currency)} of your deposit goes to the owner.`);
      } else {
        lines.push(
          outcome.awardCents > 0
            ? `${formatMoney(outcome.awardCents, about.currency)} of the deposit is added to your earnings.`
            : 'Nothing from the deposit is added to your earnings.',
        );
        if (outcome.refundCents > 0)
          lines.push(
            `${formatMoney(outcome.refundCents, about.currency)} of the rental amount goes back to the renter, and out of your earning.`,
          );
      }
      lines.push(`The administrator's note: “${outcome.note}”.`);
      return draft(
        person,
        'dispute.decided',
        `The dispute about ${about.code} is decided`,
        lines,
        about,
        as === 'renter' ? RENTER_PAGE : OWNER_PAGE,
      );
    },
    dismissed(person: Person, as: 'renter' | 'owner', about: About, note: string, depositBack: boolean): EmailDraft {
      return draft(
        person,
        'dispute.dismissed',
        `The dispute about ${about.code} is dismissed`,
        [
          'An administrator looked at the dispute and dismissed it: no money moves because of it.',
          ...(depositBack
            ? [
                as === 'renter'
                  ? 'Your deposit goes back to your card in full.'
                  : 'The deposit goes back to the renter in full.',
              ]
            : []),
          `The administrator's note: “${note}”.`,
        ],
        about,
        as === 'renter' ? RENTER_PAGE : OWNER_PAGE,
      );
    },
  };
}
export type DisputeEmails = ReturnType<typeof disputeEmails>;
