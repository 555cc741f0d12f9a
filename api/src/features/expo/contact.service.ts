import { and, count, eq, gt } from 'drizzle-orm';
import { AppError, ErrorCode } from '../../lib/errors.js';
import type { Logger } from '../../lib/logger.js';
import { translator } from '../../lib/i18n.js';
import { hashToken } from '../../lib/tokens.js';
import { parseInput } from '../../core/input.js';
import { contactNoticeToOrganisers } from './expo-emails.js';
import { contactMessages } from './expo.table.js';
import { contactSchema, type ContactInput } from './expo.validation.js';
import type { ExpoDeps } from './participant.service.js';

const WINDOW_MINUTES = 10;
const MESSAGES_PER_WINDOW = 3;

export class ContactService {
  private readonly now: () => Date;
  constructor(private readonly deps: ExpoDeps & { logger: Logger }) {
    this.now = deps.now ?? (() => new Date());
  }

  /**
   * Keeps the message for the admin inbox and forwards it to the organisers when an address is set.
   * Nothing is sent to the address the visitor typed (only an administrator's reply from the inbox
   * is), so the form cannot be used to send mail to strangers.
   */
  async send(input: ContactInput, sender: string | undefined): Promise<string> {
    const data = parseInput(contactSchema, input);
    // The visitor is answered in the language they wrote from.
    const t = translator(data.language);
    const senderKey = hashToken(sender ?? 'unknown');
    const since = new Date(this.now().getTime() - WINDOW_MINUTES * 60_000);
    const [recent] = await this.deps.db
      .select({ n: count() })
      .from(contactMessages)
      .where(and(eq(contactMessages.senderKey, senderKey), gt(contactMessages.createdAt, since)));
    if ((recent?.n ?? 0) >= MESSAGES_PER_WINDOW) {
      throw new AppError(
        ErrorCode.TOO_MANY_REQUESTS,
        t('contactForm.tooMany', { minutes: WINDOW_MINUTES }),
        [],
        WINDOW_MINUTES * 60,
      );
    }
    const to = this.deps.config.mail.organiserEmail ?? this.deps.config.site.contactEmail;
    await this.deps.db.transaction(async (tx) => {
      await tx.insert(contactMessages).values({ ...data, senderKey });
      if (to) await this.deps.outbox.enqueue(tx, contactNoticeToOrganisers(this.deps.config, to, data));
    });
    if (!to)
      this.deps.logger.info('contact message stored in the admin inbox; set ORGANISER_EMAIL to have it forwarded too');
    return t('contactForm.thanks');
  }
}
