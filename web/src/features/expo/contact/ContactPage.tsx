import { useTranslation } from '../../../lib/i18n/translation';
import { DEFAULT_EXPO_NAME, useSiteConfig } from '../../../lib/site-config';
import { usePageTitle } from '../../../lib/use-page-title';
import { EventFacts } from '../shared/EventFacts';
import { ExpoPage } from '../shared/ExpoPage';
import { ContactBlock } from './ContactBlock';
import { CONTACT } from './contact-i18n';
import { ContactForm } from './ContactForm';

export function ContactPage() {
  const { t } = useTranslation(CONTACT);
  const site = useSiteConfig();
  const expoName = site?.expoName ?? DEFAULT_EXPO_NAME;
  usePageTitle(t('pageTitle'), t('description', { expoName }));
  return (
    <ExpoPage
      eyebrow={t('eyebrow')}
      title={t('title')}
      intro={t('intro')}
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
