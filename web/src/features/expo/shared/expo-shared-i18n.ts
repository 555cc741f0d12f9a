import { defineNamespace } from '../../../lib/i18n/i18n';

export const EXPO_SHARED = defineNamespace('expoShared');
