import { useLocation } from 'react-router-dom';
import { DEFAULT_EXPO_NAME, useSiteConfig } from '../../../lib/site-config';
import { usePageTitle } from '../../../lib/use-page-title';
import { paths } from '../../../config/paths';
import { ExpoPage } from '../shared/ExpoPage';
import { NothingToConfirm } from '../shared/NothingToConfirm';
import { SuccessPanel } from '../shared/SuccessPanel';
import type { SponsorshipSuccessState } from './SponsorshipForm';

/** After a sponsorship application; opened directly (no router state) it says there is nothing to confirm. */
export function SponsorshipSuccessPage() {
  const state = (useLocation().state ?? {}) as SponsorshipSuccessState;
  return state.company ? <Applied state={state} /> : <NoApplication />;
}

function NoApplication() {
  const site = useSiteConfig();
  const expoName = site?.expoName ?? DEFAULT_EXPO_NAME;
  usePageTitle('No application to confirm', `Choose a package to sponsor ${expoName}.`);
  return (
    <ExpoPage eyebrow="Sponsorship registration" title="No application to confirm">
      <NothingToConfirm
        what="a sponsorship application"
        startHref={paths.sponsorshipDetails}
        startLabel="Apply to sponsor"
      />
    </ExpoPage>
  );
}

function Applied({ state }: { state: SponsorshipSuccessState }) {
  const site = useSiteConfig();
  const expoName = site?.expoName ?? DEFAULT_EXPO_NAME;
  usePageTitle('Sponsorship application received', `Thank you for applying to sponsor ${expoName}.`);
  const as = state.packageTitle ? ` as a ${state.packageTitle} sponsor` : '';

  return (
    <ExpoPage eyebrow="Sponsorship registration" title="Congratulations">
      <SuccessPanel>
        <p>
          Thank you, {state.company}. Your application to sponsor {expoName}
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
