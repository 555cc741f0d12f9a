import { defineNamespace } from '../../../lib/i18n/i18n';

export const PRIVACY = defineNamespace('privacy');
