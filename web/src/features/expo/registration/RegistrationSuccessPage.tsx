import { useLocation } from 'react-router-dom';
import { DEFAULT_EXPO_NAME, useSiteConfig } from '../../../lib/site-config';
import { usePageTitle } from '../../../lib/use-page-title';
import { EventFacts } from '../shared/EventFacts';
import { ExpoPage } from '../shared/ExpoPage';
import { SuccessPanel } from '../shared/SuccessPanel';
import type { RegistrationSuccessState } from './participant-options';

/** After a registration. Opened directly (no router state) it still congratulates, without the code. */
export function RegistrationSuccessPage() {
  const site = useSiteConfig();
  const expoName = site?.expoName ?? DEFAULT_EXPO_NAME;
  usePageTitle('Registration complete', `You are registered for ${expoName}. Updates will come by e-mail.`);
  const state = (useLocation().state ?? {}) as RegistrationSuccessState;

  return (
    <ExpoPage eyebrow="Registration complete" title="Congratulations" aside={<EventFacts site={site} />}>
      <SuccessPanel>
        <p>
          {state.firstName ? `${state.firstName}, you are` : 'You are'} registered for {expoName}. Updates will come by
          e-mail.
        </p>
        {state.registrationCode && (
          <div className="code-box">
            <span className="code-box__label">Your registration code</span>
            <span className="code-box__value">{state.registrationCode}</span>
          </div>
        )}
        <p>
          {state.email ? (
            <>
              We have sent your confirmation to <strong>{state.email}</strong>.
            </>
          ) : (
            'We have sent your confirmation by e-mail.'
          )}{' '}
          Show its QR code at the entrance, and add the attached invitation to your calendar.
        </p>
      </SuccessPanel>
    </ExpoPage>
  );
}
