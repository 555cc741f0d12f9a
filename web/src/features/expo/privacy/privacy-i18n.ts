import en from '../../../locales/en/privacy.json';
import fr from '../../../locales/fr/privacy.json';
import { defineNamespace } from '../../../lib/i18n/i18n';

export const PRIVACY = defineNamespace('privacy', { en, fr });
