import { currentLanguage, defineNamespace, translator, type TFunction } from '../lib/i18n/i18n';

/** The strings of the shared components and of the client-side checks and error messages of every form. */
export const FORMS = defineNamespace('forms');

/**
 * The `forms` strings in the language shown now, for code that runs outside rendering: a form's checks on
 * submit and the reading of a failed request, which happen in the browser. Components use the hook's `t`
 * instead (the server renders each page in its own language).
 */
export const formsT = () => translator(FORMS, currentLanguage());

export type FormsT = TFunction<typeof FORMS>;
