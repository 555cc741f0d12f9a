import { defineNamespace } from '../../../lib/i18n/i18n';

export const MY_REGISTRATION = defineNamespace('myRegistration');
