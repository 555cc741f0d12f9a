import { Router } from 'express';
import { camelizeKeys, errorShape, fileFrom, multipart, limited } from '../../http/rest/support.js';
import { CONTACT_FIELDS, contactOf } from '../../core/contact.js';
import type { Services } from '../../services.js';
import type { ParticipantRow, SponsorRow, SponsorshipPackageRow } from './expo.table.js';
import { standingOf } from './approval-status.js';

export const presentParticipant = (p: ParticipantRow) => ({
  id: p.id,
  registration_code: p.registrationCode,
  title: p.title,
  gender: p.gender,
  first_name: p.firstName,
  last_name: p.lastName,
  ...contactOf(p),
  year: p.year,
  status: standingOf(p),
});

export const presentSponsor = (s: SponsorRow, pkg: SponsorshipPackageRow) => ({
  id: s.id,
  year: s.year,
  category: pkg.title,
  company: s.company,
  ...contactOf(s),
  image: s.logo,
  status: s.status,
});

/** The old client's expo calls; none needs a token. The `year` a client sends is ignored. */
export function expoRoutes(services: Services): Router {
  const router = Router();
  const { participants, sponsors } = services;

  router.post('/register', limited(services, 'expo.register'), async (req, res) => {
    const input = camelizeKeys(req.body, [
      'title',
      'gender',
      'first_name',
      'last_name',
      ...CONTACT_FIELDS,
      'marketing_consent',
      // 'en' or 'fr' (any letter case): the language of the form, which the confirmation is written in.
      'language',
    ]);
    // The same answer whether or not the address was registered already: the old client shows `message`,
    // and the registration code reaches the address by e-mail only.
    const { message } = await participants.register(input as never);
    res.status(201).json({ message });
  });

  const emailErrors = errorShape({ fields: { input: 'email' } });
  router.post(
    '/send-participant-email-notification',
    emailErrors,
    limited(services, 'expo.resend-confirmation'),
    async (req, res) => {
      res.json({
        message: await participants.resendConfirmation((req.body as Record<string, unknown> | undefined)?.email),
      });
    },
  );

  // The old sponsorship form shows `error`, else `errors[0].msg`: both say why, a refused logo too.
  router.post(
    '/sponsorship-registration',
    errorShape({ fields: { packageId: ['category', 'package_id'], logo: 'image' }, errorKey: true, file: 'image' }),
    limited(services, 'expo.sponsor-apply'),
    multipart.single('image'),
    async (req, res) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const input = {
        // also_apply: sent after the 409 that names this address's earlier application this year.
        ...camelizeKeys(body, ['company', 'also_apply', 'language', ...CONTACT_FIELDS]),
        packageId: body.category ?? body.package_id ?? '',
      };
      const { sponsor, package: pkg } = await sponsors.apply(input as never, fileFrom(req.file));
      res.status(201).json({
        message: 'Sponsorship application received. A confirmation e-mail is on its way.',
        sponsor: presentSponsor(sponsor, pkg),
      });
    },
  );

  router.post(
    '/send-sponsor-email-notification',
    emailErrors,
    limited(services, 'expo.resend-confirmation'),
    async (req, res) => {
      res.json({
        message: await sponsors.resendConfirmation((req.body as Record<string, unknown> | undefined)?.email),
      });
    },
  );

  return router;
}
