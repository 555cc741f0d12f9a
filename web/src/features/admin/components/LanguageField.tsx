import { SelectField } from '../../../components/ui/SelectField';
import type { Language } from '../../../gql/graphql';
import { LANGUAGE_NAMES, LANGUAGES } from '../../../lib/i18n/languages';
import { choiceOf, optionsOf } from '../../../lib/participant';

/** Each of the API's languages ('EN') by its own name, as the public site's switch names it. */
export const LANGUAGE_LABELS = Object.fromEntries(
  LANGUAGES.map((language) => [language.toUpperCase(), LANGUAGE_NAMES[language]]),
) as Record<Language, string>;

const OPTIONS = optionsOf(LANGUAGE_LABELS);

/** The hint of a field holding the French version of a public text (a session's title, a description). */
export const FRENCH_VERSION_HINT = 'Optional: shown on the French pages, which show the English without it.';

/** The language a person's e-mails are written in (confirmations, decisions, group e-mails). */
export function LanguageField({ defaultValue, error }: { defaultValue: Language; error?: string | undefined }) {
  return (
    <SelectField
      label="Language of their e-mails"
      name="language"
      options={OPTIONS}
      defaultValue={defaultValue}
      hint="Confirmations, decisions and group e-mails are written in it."
      error={error}
    />
  );
}

/** The language chosen in an edit form, or null when none is (the correction then keeps it). */
export const languageOf = (form: FormData) => choiceOf(LANGUAGE_LABELS, String(form.get('language') ?? ''));
