import { defineNamespace } from '../../lib/i18n/i18n';

export const ERRORS = defineNamespace('errors');
