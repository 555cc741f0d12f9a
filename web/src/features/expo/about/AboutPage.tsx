import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { DEFAULT_EXPO_NAME, useSiteConfig } from '../../../lib/site-config';
import { usePageTitle } from '../../../lib/use-page-title';
import { ContactBlock } from '../contact/ContactBlock';
import { EventFacts } from '../shared/EventFacts';
import { ExpoPage } from '../shared/ExpoPage';
import './about.css';

/** The five core values of the organisers, each said for the convention and the marketplace. */
const CORE_VALUES = [
  {
    name: 'Integrity',
    text: 'We are honest with exhibitors, sponsors, visitors and marketplace members, and we keep our word: what we promise on stage and online is what you get.',
  },
  {
    name: 'Team-work and collaboration',
    text: 'The convention and the marketplace only work when organisers, partners, exhibitors and members pull together, so we build them with you, not just for you.',
  },
  {
    name: 'Cost optimization through innovation and creativity',
    text: 'We look for smarter ways to give you more for less, from digital registration to renting a professional tool for a day instead of buying it.',
  },
  {
    name: 'Professionalism',
    text: 'From the first e-mail to the last booth taken down, and from listing a tool to its safe return, we work to the standards our industry deserves.',
  },
  {
    name: 'Results',
    text: 'We measure ourselves by your outcomes: the sales you make, the partners you meet and the bookings you complete.',
  },
] as const;

export function AboutPage() {
  const site = useSiteConfig();
  const expoName = site?.expoName ?? DEFAULT_EXPO_NAME;
  usePageTitle(
    'About Us',
    `Who we are: the organisers of ${expoName}, Africa’s premier international beauty and lifestyle convention, and of its tool-rental marketplace. Our mission, vision and values.`,
  );

  return (
    <ExpoPage
      eyebrow="Our story"
      title="About Us"
      intro="We are the team behind Africa’s premier international beauty and lifestyle convention, and the marketplace where professionals rent the tools of their trade."
      aside={
        <>
          <ContactBlock site={site} />
          <EventFacts site={site} />
        </>
      }
    >
      <div className="form-card about">
        <section aria-labelledby="about-who-heading">
          <h2 id="about-who-heading">Who we are</h2>
          <p>
            {expoName} brings together the people who make Africa’s beauty and lifestyle industry: manufacturers and
            distributors, salon and spa owners, make-up artists and hair stylists, designers, educators, and the
            customers who love their work. Each year we gather them for an international convention of exhibitions,
            masterclasses, competitions and showcases.
          </p>
          <p>
            All year round, our marketplace lets professionals rent tools from one another by the hour or by the day,
            pay securely by card, and rate each other, so that good equipment works harder and costs less.{' '}
            <Link to={paths.registration}>Register to participate</Link> or{' '}
            <Link to={paths.createAccount}>create an account</Link> to start renting.
          </p>
        </section>

        <div className="about__pair">
          <section className="about__statement" aria-labelledby="about-mission-heading">
            <h2 id="about-mission-heading">Our mission</h2>
            <p>
              To connect African beauty and lifestyle businesses with customers, partners and investors from across the
              continent and the world, and to give every professional access to the tools, knowledge and opportunities
              they need to grow.
            </p>
          </section>
          <section className="about__statement" aria-labelledby="about-vision-heading">
            <h2 id="about-vision-heading">Our vision</h2>
            <p>
              An African beauty and lifestyle industry that leads on the world stage: celebrated for its creativity,
              trusted for its quality, and open to everyone with talent.
            </p>
          </section>
        </div>

        <section aria-labelledby="about-values-heading">
          <h2 id="about-values-heading">Our core values</h2>
          <ol className="about__values">
            {CORE_VALUES.map((value) => (
              <li key={value.name} className="about__value">
                <h3>{value.name}</h3>
                <p>{value.text}</p>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </ExpoPage>
  );
}
