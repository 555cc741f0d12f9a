import en from '../../../locales/en/myRegistration.json';
import fr from '../../../locales/fr/myRegistration.json';
import { defineNamespace } from '../../../lib/i18n/i18n';

export const MY_REGISTRATION = defineNamespace('myRegistration', { en, fr });
