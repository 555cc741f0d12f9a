import en from '../../../locales/en/registration.json';
import fr from '../../../locales/fr/registration.json';
import { defineNamespace } from '../../../lib/i18n/i18n';

export const REGISTRATION = defineNamespace('registration', { en, fr });
