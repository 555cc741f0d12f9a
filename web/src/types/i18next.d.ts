import 'i18next';
import type common from '../locales/en/common.json';
import type exhibitors from '../locales/en/exhibitors.json';
import type packages from '../locales/en/packages.json';
import type programme from '../locales/en/programme.json';
import type sponsorship from '../locales/en/sponsorship.json';

/*
 * Typed keys: t('…') only accepts keys of the English strings (the reference language), so a missing
 * or misspelt key fails the type check. Add each namespace here as it is created.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      exhibitors: typeof exhibitors;
      packages: typeof packages;
      programme: typeof programme;
      sponsorship: typeof sponsorship;
    };
    returnNull: false;
  }
}
