import { useState, type InputHTMLAttributes } from 'react';
import { Trans, useTranslation } from '../../lib/i18n/translation';
import { FORMS } from '../forms-i18n';
import { FormField } from './FormField';
import './PasswordField.css';

interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: string;
  name: string;
  error?: string | undefined;
  hint?: string | undefined;
}

/** A password input with a show/hide toggle; hidden by default. */
export function PasswordField({ label, error, hint, required, className, ...input }: PasswordFieldProps) {
  const { t } = useTranslation(FORMS);
  const [visible, setVisible] = useState(false);

  return (
    <FormField label={label} error={error} hint={hint} required={required} className={className}>
      {(control) => (
        <div className="password-field">
          <input
            className="field__input password-field__input"
            type={visible ? 'text' : 'password'}
            required={required}
            {...control}
            {...input}
          />
          <button
            type="button"
            className="password-field__toggle"
            aria-controls={control.id}
            aria-pressed={visible}
            onClick={() => setVisible((v) => !v)}
          >
            <Trans
              t={t}
              i18nKey={visible ? 'password.hide' : 'password.show'}
              components={{ hidden: <span className="visually-hidden" /> }}
            />
          </button>
        </div>
      )}
    </FormField>
  );
}
