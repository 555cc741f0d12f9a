import { defineNamespace } from '../../../lib/i18n/i18n';

/** The strings of distance search, the results map and the pickup pin, in English and French. */
export const MAP = defineNamespace('map');
