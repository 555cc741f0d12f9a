import en from '../../../locales/en/programme.json';
import fr from '../../../locales/fr/programme.json';
import { defineNamespace } from '../../../lib/i18n/i18n';

export const PROGRAMME = defineNamespace('programme', { en, fr });
