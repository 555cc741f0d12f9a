import { DEFAULT_EXPO_NAME, useSiteConfig } from '../../../lib/site-config';
import { usePageTitle } from '../../../lib/use-page-title';
import { EventFacts } from '../shared/EventFacts';
import { ExpoPage } from '../shared/ExpoPage';
import { ContactBlock } from './ContactBlock';
import { ContactForm } from './ContactForm';

export function ContactPage() {
  const site = useSiteConfig();
  const expoName = site?.expoName ?? DEFAULT_EXPO_NAME;
  usePageTitle(
    'Contact Us',
    `Contact the organisers of ${expoName} about registration, exhibiting, sponsorship or the tool-rental marketplace.`,
  );
  return (
    <ExpoPage
      eyebrow="We are here to help"
      title="Contact Us"
      intro="Questions about registration, exhibiting, sponsorship or the marketplace? Write to us and the organisers will reply by e-mail."
      aside={
        <>
          <ContactBlock site={site} onContactPage />
          <EventFacts site={site} />
        </>
      }
    >
      <ContactForm />
    </ExpoPage>
  );
}
