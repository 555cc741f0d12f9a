import { useLocation } from 'react-router-dom';
import { DEFAULT_EXPO_NAME, useSiteConfig } from '../../../lib/site-config';
import { usePageTitle } from '../../../lib/use-page-title';
import { ExpoPage } from '../shared/ExpoPage';
import { SuccessPanel } from '../shared/SuccessPanel';
import type { SponsorshipSuccessState } from './SponsorshipForm';

export function SponsorshipSuccessPage() {
  const site = useSiteConfig();
  const expoName = site?.expoName ?? DEFAULT_EXPO_NAME;
  usePageTitle('Sponsorship application received', `Thank you for applying to sponsor ${expoName}.`);
  const state = (useLocation().state ?? {}) as SponsorshipSuccessState;
  const as = state.packageTitle ? ` as a ${state.packageTitle} sponsor` : '';

  return (
    <ExpoPage eyebrow="Sponsorship registration" title="Congratulations">
      <SuccessPanel>
        <p>
          {state.company ? `Thank you, ${state.company}.` : 'Thank you.'} Your application to sponsor {expoName}
          {as} has been received.
        </p>
        <p>
          A confirmation is on its way by e-mail. The organisers will review your application and contact you about the
          next steps.
        </p>
      </SuccessPanel>
    </ExpoPage>
  );
}
