import en from '../../../locales/en/packages.json';
import fr from '../../../locales/fr/packages.json';
import { defineNamespace } from '../../../lib/i18n/i18n';

export const PACKAGES = defineNamespace('packages', { en, fr });
