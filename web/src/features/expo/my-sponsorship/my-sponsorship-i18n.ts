import { defineNamespace } from '../../../lib/i18n/i18n';

export const MY_SPONSORSHIP = defineNamespace('mySponsorship');
