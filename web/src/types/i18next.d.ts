import 'i18next';
import type about from '../locales/en/about.json';
import type common from '../locales/en/common.json';
import type contact from '../locales/en/contact.json';
import type errors from '../locales/en/errors.json';
import type home from '../locales/en/home.json';
import type privacy from '../locales/en/privacy.json';

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
      home: typeof home;
      privacy: typeof privacy;
    };
    returnNull: false;
  }
}
