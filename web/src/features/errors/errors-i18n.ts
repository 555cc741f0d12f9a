import en from '../../locales/en/errors.json';
import fr from '../../locales/fr/errors.json';
import { defineNamespace } from '../../lib/i18n/i18n';

export const ERRORS = defineNamespace('errors', { en, fr });
