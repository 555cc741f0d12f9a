import { useTranslation } from '../../../lib/i18n/translation';
import { useLocation } from 'react-router-dom';
import { DEFAULT_EXPO_NAME, useSiteConfig } from '../../../lib/site-config';
import { usePageTitle } from '../../../lib/use-page-title';
import { paths } from '../../../config/paths';
import { ExpoPage } from '../shared/ExpoPage';
import { NothingToConfirm } from '../shared/NothingToConfirm';
import { SuccessPanel } from '../shared/SuccessPanel';
import type { SponsorshipSuccessState } from './SponsorshipForm';
import { SPONSORSHIP } from './sponsorship-i18n';

/** After a sponsorship application; opened directly (no router state) it says there is nothing to confirm. */
export function SponsorshipSuccessPage() {
  const state = (useLocation().state ?? {}) as SponsorshipSuccessState;
  return state.company ? <Applied state={state} /> : <NoApplication />;
}

function NoApplication() {
  const { t } = useTranslation(SPONSORSHIP);
  const site = useSiteConfig();
  const expoName = site?.expoName ?? DEFAULT_EXPO_NAME;
  usePageTitle(t('nothing.title'), t('nothing.description', { expoName }));
  return (
    <ExpoPage eyebrow={t('eyebrow')} title={t('nothing.title')}>
      <NothingToConfirm what={t('nothing.what')} startHref={paths.sponsorshipDetails} startLabel={t('nothing.start')} />
    </ExpoPage>
  );
}

function Applied({ state }: { state: SponsorshipSuccessState }) {
  const { t } = useTranslation(SPONSORSHIP);
  const site = useSiteConfig();
  const expoName = site?.expoName ?? DEFAULT_EXPO_NAME;
  usePageTitle(t('success.metaTitle'), t('success.description', { expoName }));
  const company = state.company;

  return (
    <ExpoPage eyebrow={t('eyebrow')} title={t('success.title')}>
      <SuccessPanel>
        <p>
          {state.packageTitle
            ? t('success.thanksAs', { company, expoName, title: state.packageTitle })
            : t('success.thanks', { company, expoName })}
        </p>
        <p>{t('success.next')}</p>
      </SuccessPanel>
    </ExpoPage>
  );
}
