import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { TextField } from '../../../components/ui/TextField';
import { paths } from '../../../config/paths';
import { DEFAULT_EXPO_NAME, useSiteConfig } from '../../../lib/site-config';
import { usePageTitle } from '../../../lib/use-page-title';
import { EventFacts } from '../shared/EventFacts';
import { ExpoPage } from '../shared/ExpoPage';
import { NothingToConfirm } from '../shared/NothingToConfirm';
import { SuccessPanel } from '../shared/SuccessPanel';
import type { RegistrationSuccessState } from './participant-options';
import { ResendConfirmation } from './ResendConfirmation';

/** After a registration, with its code; opened directly (no router state) it says there is nothing to confirm. */
export function RegistrationSuccessPage() {
  const state = (useLocation().state ?? {}) as RegistrationSuccessState;
  return state.registrationCode ? <Registered state={state} /> : <NoRegistration />;
}

function NoRegistration() {
  const site = useSiteConfig();
  const expoName = site?.expoName ?? DEFAULT_EXPO_NAME;
  usePageTitle('No registration to confirm', `Register for ${expoName}, or get your confirmation e-mail again.`);
  const [email, setEmail] = useState('');
  const looksLikeEmail = /^\S+@\S+\.\S+$/.test(email.trim());
  return (
    <ExpoPage eyebrow="Registration" title="No registration to confirm" aside={<EventFacts site={site} />}>
      <NothingToConfirm what="a registration" startHref={paths.registration} startLabel="Register now">
        <TextField
          label="Already registered? Your e-mail"
          name="email"
          type="email"
          autoComplete="email"
          hint="We send your confirmation and QR code to it again."
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        {looksLikeEmail && <ResendConfirmation key={email.trim()} email={email.trim()} />}
      </NothingToConfirm>
    </ExpoPage>
  );
}

function Registered({ state }: { state: RegistrationSuccessState }) {
  const site = useSiteConfig();
  const expoName = site?.expoName ?? DEFAULT_EXPO_NAME;
  usePageTitle('Registration complete', `You are registered for ${expoName}. Updates will come by e-mail.`);

  return (
    <ExpoPage eyebrow="Registration complete" title="Congratulations" aside={<EventFacts site={site} />}>
      <SuccessPanel>
        <p>
          {state.firstName ? `${state.firstName}, you are` : 'You are'} registered for {expoName}. Updates will come by
          e-mail.
        </p>
        <div className="code-box">
          <span className="code-box__label">Your registration code</span>
          <span className="code-box__value">{state.registrationCode}</span>
        </div>
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
        <p>
          Its “Open my registration” button leads to your own page: your ticket, a badge to print, your details to
          correct, and your privacy choices.
        </p>
      </SuccessPanel>
    </ExpoPage>
  );
}
