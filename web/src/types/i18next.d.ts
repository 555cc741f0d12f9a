import 'i18next';
import type common from '../locales/en/common.json';
import type expoShared from '../locales/en/expoShared.json';
import type forms from '../locales/en/forms.json';
import type myRegistration from '../locales/en/myRegistration.json';
import type registration from '../locales/en/registration.json';

/*
 * Typed keys: t('…') only accepts keys of the English strings (the reference language), so a missing
 * or misspelt key fails the type check. Add each namespace here as it is created.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      expoShared: typeof expoShared;
      forms: typeof forms;
      myRegistration: typeof myRegistration;
      registration: typeof registration;
    };
    returnNull: false;
  }
}
