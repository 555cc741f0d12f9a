import en from '../../../locales/en/expoShared.json';
import fr from '../../../locales/fr/expoShared.json';
import { defineNamespace } from '../../../lib/i18n/i18n';

export const EXPO_SHARED = defineNamespace('expoShared', { en, fr });
