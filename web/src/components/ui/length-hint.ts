import { useState, type FormEvent } from 'react';

/** From this share of the limit on, the field counts what is typed. */
const COUNT_FROM = 0.8;

/**
 * A field's limit, said in the field as it nears it ("72 of 80 characters"), with `maxLength` on the control so
 * the browser stops at the limit: nobody types a long name only to have it refused after sending.
 */
export function useLengthHint(
  maxLength: number | undefined,
  initial: unknown,
  hint: string | undefined,
): { hint: string | undefined; onInput: (event: FormEvent<HTMLInputElement | HTMLTextAreaElement>) => void } {
  const [length, setLength] = useState(() => (typeof initial === 'string' ? initial.length : 0));
  const counting = maxLength !== undefined && length >= Math.floor(maxLength * COUNT_FROM);
  return {
    hint: counting ? [hint, `${length} of ${maxLength} characters.`].filter(Boolean).join(' ') : hint,
    onInput: (event) => setLength(event.currentTarget.value.length),
  };
}
