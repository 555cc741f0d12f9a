import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n/translation';
import { FORMS } from '../forms-i18n';

/** From this share of the limit on, the field counts what is typed. */
const COUNT_FROM = 0.8;

/**
 * A field's limit, said in the field as it nears it ("72 of 80 characters"), with `maxLength` on the control so
 * the browser stops at the limit: nobody types a long name only to have it refused after sending.
 */
export function useLengthHint(
  maxLength: number | undefined,
  control: { value?: unknown; defaultValue?: unknown },
  hint: string | undefined,
): { hint: string | undefined; onInput: (event: FormEvent<HTMLInputElement | HTMLTextAreaElement>) => void } {
  const { t } = useTranslation(FORMS);
  const [typed, setTyped] = useState(() =>
    typeof control.defaultValue === 'string' ? control.defaultValue.length : 0,
  );
  // A controlled field's length is its value's (cleared by its owner, it counts nothing); an uncontrolled one's is
  // what was last typed into it.
  const length = typeof control.value === 'string' ? control.value.length : typed;
  const counting = maxLength !== undefined && length >= Math.floor(maxLength * COUNT_FROM);
  return {
    hint: counting ? [hint, t('length.counter', { length, count: maxLength })].filter(Boolean).join(' ') : hint,
    onInput: (event) => setTyped(event.currentTarget.value.length),
  };
}
