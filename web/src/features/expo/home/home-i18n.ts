import en from '../../../locales/en/home.json';
import fr from '../../../locales/fr/home.json';
import { defineNamespace } from '../../../lib/i18n/i18n';

export const HOME = defineNamespace('home', { en, fr });
