import en from '../../../locales/en/sponsorship.json';
import fr from '../../../locales/fr/sponsorship.json';
import { defineNamespace } from '../../../lib/i18n/i18n';

export const SPONSORSHIP = defineNamespace('sponsorship', { en, fr });
