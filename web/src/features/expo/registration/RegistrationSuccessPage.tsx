import { useState } from 'react';
import { Trans, useTranslation } from '../../../lib/i18n/translation';
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
import { REGISTRATION } from './registration-i18n';
import { ResendConfirmation } from './ResendConfirmation';

/**
 * After a registration: the confirmation is on its way to the address given. The page shows no code: the
 * form answers alike for an address registered already, whose holder gets the confirmation again instead.
 * Opened directly (no router state) it says there is nothing to confirm.
 */
export function RegistrationSuccessPage() {
  const state = (useLocation().state ?? {}) as RegistrationSuccessState;
  if (state.email && state.group) return <GroupRegistered contactEmail={state.email} attendees={state.group} />;
  return state.email ? (
    <Registered
      email={state.email}
      firstName={state.firstName}
      paid={state.paid}
      awaitingApproval={state.awaitingApproval}
    />
  ) : (
    <NoRegistration />
  );
}

function NoRegistration() {
  const { t } = useTranslation(REGISTRATION);
  const site = useSiteConfig();
  const expoName = site?.expoName ?? DEFAULT_EXPO_NAME;
  usePageTitle(t('none.title'), t('none.description', { expoName }));
  const [email, setEmail] = useState('');
  const looksLikeEmail = /^\S+@\S+\.\S+$/.test(email.trim());
  return (
    <ExpoPage eyebrow={t('none.eyebrow')} title={t('none.title')} aside={<EventFacts site={site} />}>
      <NothingToConfirm what={t('none.what')} startHref={paths.registration} startLabel={t('none.start')}>
        <TextField
          label={t('none.email')}
          name="email"
          type="email"
          autoComplete="email"
          hint={t('none.emailHint')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        {looksLikeEmail && <ResendConfirmation key={email.trim()} email={email.trim()} />}
      </NothingToConfirm>
    </ExpoPage>
  );
}

function Registered({
  email,
  firstName,
  paid,
  awaitingApproval,
}: {
  email: string;
  firstName?: string | undefined;
  paid?: string | undefined;
  awaitingApproval?: boolean | undefined;
}) {
  const { t } = useTranslation(REGISTRATION);
  const site = useSiteConfig();
  const expoName = site?.expoName ?? DEFAULT_EXPO_NAME;
  usePageTitle(t('success.title'), t('success.description', { expoName }));

  return (
    <ExpoPage
      eyebrow={t('success.title')}
      title={t('success.heading')}
      aside={
        <>
          <EventFacts site={site} />
          <section className="info-card resend-card" aria-labelledby="registration-resend-heading">
            <h2 id="registration-resend-heading">{t('success.notArrived')}</h2>
            <p>{t('success.notArrivedHint')}</p>
            <ResendConfirmation email={email} />
          </section>
        </>
      }
    >
      <SuccessPanel>
        <p>{firstName ? t('success.thanksNamed', { firstName, expoName }) : t('success.thanks', { expoName })}</p>
        {paid && <p>{t('success.paid', { amount: paid })}</p>}
        <p>
          <Trans
            t={t}
            i18nKey={awaitingApproval ? 'success.approvalSentTo' : 'success.sentTo'}
            values={{ email }}
            components={{ strong: <strong /> }}
          />
        </p>
        {!awaitingApproval && <p>{t('success.page')}</p>}
      </SuccessPanel>
    </ExpoPage>
  );
}

/** After a group registration: whom the form named, each with the address their confirmation goes to. */
function GroupRegistered({
  contactEmail,
  attendees,
}: {
  contactEmail: string;
  attendees: NonNullable<RegistrationSuccessState['group']>;
}) {
  const { t } = useTranslation(REGISTRATION);
  const site = useSiteConfig();
  const expoName = site?.expoName ?? DEFAULT_EXPO_NAME;
  usePageTitle(t('groupSuccess.title'), t('groupSuccess.description', { expoName }));
  return (
    <ExpoPage eyebrow={t('groupSuccess.title')} title={t('groupSuccess.heading')} aside={<EventFacts site={site} />}>
      <SuccessPanel>
        <p>{t('groupSuccess.thanks', { count: attendees.length, expoName })}</p>
        <ul className="group-success__list">
          {attendees.map((a) => (
            <li key={a.email}>
              <Trans
                t={t}
                i18nKey="groupSuccess.person"
                values={{ name: `${a.firstName} ${a.lastName}`, email: a.email }}
                components={{ strong: <strong /> }}
              />
            </li>
          ))}
        </ul>
        <p>
          <Trans
            t={t}
            i18nKey="groupSuccess.summary"
            values={{ email: contactEmail }}
            components={{ strong: <strong /> }}
          />
        </p>
        <p>{t('groupSuccess.resend')}</p>
      </SuccessPanel>
    </ExpoPage>
  );
}
