import en from '../../../locales/en/exhibitors.json';
import fr from '../../../locales/fr/exhibitors.json';
import { defineNamespace } from '../../../lib/i18n/i18n';

export const EXHIBITORS = defineNamespace('exhibitors', { en, fr });
