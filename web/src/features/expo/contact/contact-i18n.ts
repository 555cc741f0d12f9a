import en from '../../../locales/en/contact.json';
import fr from '../../../locales/fr/contact.json';
import { defineNamespace } from '../../../lib/i18n/i18n';

export const CONTACT = defineNamespace('contact', { en, fr });
