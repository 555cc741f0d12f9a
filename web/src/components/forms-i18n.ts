import en from '../locales/en/forms.json';
import fr from '../locales/fr/forms.json';
import { defineNamespace, i18n } from '../lib/i18n/i18n';

/** The strings of the shared components and of the client-side checks and error messages of every form. */
export const FORMS = defineNamespace('forms', { en, fr });

/**
 * The `forms` strings in the language shown now, for code that runs outside rendering: a form's checks on
 * submit and the reading of a failed request, which happen in the browser, on the app's one instance.
 * Components use the hook's `t` instead (the server renders with its own instance).
 */
export const formsT = () => i18n.getFixedT(null, FORMS);

export type FormsT = ReturnType<typeof formsT>;
