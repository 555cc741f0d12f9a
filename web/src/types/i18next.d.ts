import 'i18next';
import type common from '../locales/en/common.json';

/*
 * Typed keys: t('…') only accepts keys of the English strings (the reference language), so a missing
 * or misspelt key fails the type check. Add each namespace here as it is created.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
    };
    returnNull: false;
  }
}
