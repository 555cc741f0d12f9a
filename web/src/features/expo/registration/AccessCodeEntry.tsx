import { useState } from 'react';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { useTranslation } from '../../../lib/i18n/translation';
import type { AccessCodeCheckQuery } from '../../../gql/graphql';
import { localized } from './RegistrationQuestions';
import { REGISTRATION } from './registration-i18n';

export type AppliedCode = NonNullable<AccessCodeCheckQuery['accessCode']>;

/**
 * Above the form: an access code (an invitation, a sponsor's VIP pass) to type and apply, or the one
 * applied, with the type it registers as. The code is asked about when applied; what is wrong with it
 * shows on its field.
 */
export function AccessCodeEntry({
  applied,
  problem,
  checking,
  initial,
  onApply,
  onRemove,
}: {
  applied: AppliedCode | undefined;
  problem: string | undefined;
  checking: boolean;
  initial: string | undefined;
  onApply: (code: string) => void;
  onRemove: () => void;
}) {
  const { t, language } = useTranslation(REGISTRATION);
  const [open, setOpen] = useState(Boolean(initial));
  if (applied) {
    return (
      <section className="access-code access-code--applied" aria-labelledby="access-code-heading">
        <h2 id="access-code-heading">{t('code.appliedHeading', { code: applied.code })}</h2>
        <p>
          {t('code.applied', {
            type: localized(applied.type.name, applied.type.nameFr, language),
            count: applied.placesLeft,
          })}
        </p>
        <Button variant="secondary" onClick={onRemove}>
          {t('code.remove')}
        </Button>
      </section>
    );
  }
  if (!open) {
    return (
      <p className="access-code__ask">
        <Button variant="ghost" onClick={() => setOpen(true)}>
          {t('code.ask')}
        </Button>
      </p>
    );
  }
  return (
    <form
      className="access-code"
      aria-label={t('code.label')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const code = new FormData(event.currentTarget).get('code');
        if (typeof code === 'string' && code.trim()) onApply(code.trim());
      }}
    >
      <TextField
        label={t('code.label')}
        name="code"
        defaultValue={initial}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={32}
        hint={t('code.hint')}
        error={problem}
      />
      <Button type="submit" variant="secondary" disabled={checking}>
        {checking ? t('code.checking') : t('code.apply')}
      </Button>
    </form>
  );
}
