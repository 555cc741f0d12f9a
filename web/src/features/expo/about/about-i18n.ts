import en from '../../../locales/en/about.json';
import fr from '../../../locales/fr/about.json';
import { defineNamespace } from '../../../lib/i18n/i18n';

export const ABOUT = defineNamespace('about', { en, fr });
