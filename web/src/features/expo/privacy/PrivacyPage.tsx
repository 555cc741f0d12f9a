import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { DEFAULT_EXPO_NAME, useSiteConfig } from '../../../lib/site-config';
import { usePageTitle } from '../../../lib/use-page-title';
import { ContactBlock } from '../contact/ContactBlock';
import { ExpoPage } from '../shared/ExpoPage';
import './privacy.css';

/** When this policy last changed in substance; said at the top, as people comparing versions look for it. */
const LAST_UPDATED = '24 November 2026';

/**
 * What the site keeps about people, why, who sees it, and how to have it corrected or removed. Every
 * statement here describes what the application does: change the page when the data it keeps changes.
 */
export function PrivacyPage() {
  const site = useSiteConfig();
  const expoName = site?.expoName ?? DEFAULT_EXPO_NAME;
  const contactEmail = site?.contactEmail;
  usePageTitle(
    'Privacy Policy',
    `What ${expoName} keeps about visitors, participants, sponsors and marketplace members, why, who sees it, and how to have it corrected or deleted.`,
  );
  const writeToUs = contactEmail ? (
    <>
      write to <a href={`mailto:${contactEmail}`}>{contactEmail}</a> or use the{' '}
      <Link to={paths.contactUs}>contact form</Link>
    </>
  ) : (
    <>
      use the <Link to={paths.contactUs}>contact form</Link>
    </>
  );

  return (
    <ExpoPage
      eyebrow={`Last updated ${LAST_UPDATED}`}
      title="Privacy Policy"
      intro={`How the organisers of ${expoName} and its tool-rental marketplace use the details you give us.`}
      aside={<ContactBlock site={site} />}
    >
      <div className="form-card privacy">
        <section aria-labelledby="privacy-who">
          <h2 id="privacy-who">Who looks after your details</h2>
          <p>
            The organisers of {expoName} run this website, the registration for the convention and the tool-rental
            marketplace. For anything about your details, {writeToUs}.
          </p>
        </section>

        <section aria-labelledby="privacy-what">
          <h2 id="privacy-what">What we keep, and why</h2>
          <dl className="privacy__list">
            <dt>When you register to attend</dt>
            <dd>
              Your title and gender if you give them, your name, e-mail address, phone number, country and, if you give
              them, your state, city and address. We use them to send your confirmation and QR-code ticket, to check you
              in at the entrance, and to write to you about the convention. News and offers are sent only if you tick
              the box for them, and every such e-mail has a link to stop them. Each time you give or withdraw that
              consent, we record when, where and the words you agreed to.
            </dd>
            <dt>When you apply to sponsor</dt>
            <dd>
              Your company’s name, contact e-mail, phone, address and logo. We use them to review the application and
              reply to you. Once an application is approved, the company’s name and logo appear on the sponsor wall.
            </dd>
            <dt>When you write to us</dt>
            <dd>Your name, e-mail address and message, to answer you.</dd>
            <dt>When you use the marketplace</dt>
            <dd>
              Your name, e-mail address, phone number, place and profile picture; your password only in a one-way
              scrambled form that nobody can read back. For your listings, their details, photos and pickup address: the
              address is never on the public listing; a renter gets it with their paid booking. For your bookings, their
              dates, amounts and status, your messages with the other party, and the reviews you write, which are
              public.
            </dd>
            <dt>When you pay</dt>
            <dd>
              Card payments are handled by Stripe. Your card number goes to Stripe directly and never reaches us; we
              keep the payment’s reference, amount and outcome, and any refund.
            </dd>
          </dl>
        </section>

        <section aria-labelledby="privacy-storage">
          <h2 id="privacy-storage">Cookies and storage in your browser</h2>
          <p>
            One cookie keeps you signed in to the marketplace, for up to 30 days or until you sign out. Your browser
            also remembers a few display choices, such as paused animations. There are no advertising or tracking
            cookies, and no analytics services.
          </p>
        </section>

        <section aria-labelledby="privacy-who-sees">
          <h2 id="privacy-who-sees">Who sees your details</h2>
          <p>
            The organisers’ staff, in the site’s administration area; the other party to a booking, for what the booking
            needs (names, messages and the pickup place); Stripe, for payments; and the services that deliver our
            e-mails. We do not sell or rent your details to anyone.
          </p>
        </section>

        <section aria-labelledby="privacy-how-long">
          <h2 id="privacy-how-long">How long we keep them</h2>
          <p>
            Registrations and sponsorship applications are kept for the edition of the convention they belong to; the
            organisers delete those of past editions. Marketplace accounts are kept while they are in use. Records of
            payments are kept for as long as accounting law requires.
          </p>
        </section>

        <section aria-labelledby="privacy-rights">
          <h2 id="privacy-rights">Your choices</h2>
          <ul>
            <li>Stop news and offers at any time with the link at the foot of any such e-mail.</li>
            <li>
              If you registered to attend, your confirmation e-mail has a private link to{' '}
              <Link to={paths.myRegistration}>My registration</Link>. There you can correct your details, give or
              withdraw your consent to news and offers, cancel your registration, download everything we keep about your
              registration (your details, your consents with their wording and time, your check-in and the e-mails we
              sent you), and ask for it to be deleted; we e-mail you the outcome. Lost the e-mail? That page sends you a
              new link.
            </li>
            <li>
              Correct your marketplace details yourself in <Link to={paths.user.myProfile}>My Profile</Link>.
            </li>
            <li>
              For anything else, such as a copy of your marketplace data, a new e-mail address on your registration, or
              the deletion of other details: {writeToUs}. We answer within 30 days. Records the law requires us to keep
              (such as payments) are kept for that time only.
            </li>
          </ul>
        </section>
      </div>
    </ExpoPage>
  );
}
