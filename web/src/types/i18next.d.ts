import 'i18next';
import type about from '../locales/en/about.json';
import type common from '../locales/en/common.json';
import type contact from '../locales/en/contact.json';
import type errors from '../locales/en/errors.json';
import type exhibitors from '../locales/en/exhibitors.json';
import type expoShared from '../locales/en/expoShared.json';
import type forms from '../locales/en/forms.json';
import type home from '../locales/en/home.json';
import type myRegistration from '../locales/en/myRegistration.json';
import type packages from '../locales/en/packages.json';
import type privacy from '../locales/en/privacy.json';
import type programme from '../locales/en/programme.json';
import type registration from '../locales/en/registration.json';
import type sponsorship from '../locales/en/sponsorship.json';

/*
 * Typed keys: t('…') only accepts keys of the English strings (the reference language), so a missing
 * or misspelt key fails the type check. Add each namespace here as it is created.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      about: typeof about;
      common: typeof common;
      contact: typeof contact;
      errors: typeof errors;
      exhibitors: typeof exhibitors;
      expoShared: typeof expoShared;
      forms: typeof forms;
      home: typeof home;
      myRegistration: typeof myRegistration;
      packages: typeof packages;
      privacy: typeof privacy;
      programme: typeof programme;
      registration: typeof registration;
      sponsorship: typeof sponsorship;
    };
    returnNull: false;
  }
}
