import type about from '../../locales/en/about.json';
import type common from '../../locales/en/common.json';
import type contact from '../../locales/en/contact.json';
import type errors from '../../locales/en/errors.json';
import type exhibitors from '../../locales/en/exhibitors.json';
import type expoShared from '../../locales/en/expoShared.json';
import type forms from '../../locales/en/forms.json';
import type home from '../../locales/en/home.json';
import type map from '../../locales/en/map.json';
import type myRegistration from '../../locales/en/myRegistration.json';
import type mySponsorship from '../../locales/en/mySponsorship.json';
import type packages from '../../locales/en/packages.json';
import type privacy from '../../locales/en/privacy.json';
import type programme from '../../locales/en/programme.json';
import type registration from '../../locales/en/registration.json';
import type sponsorship from '../../locales/en/sponsorship.json';

/*
 * Typed keys: t('…') only accepts keys of the English strings (the reference language), so a missing
 * or misspelt key fails the type check. These imports are types only: no string reaches a bundle
 * through this file. Add each namespace here as it is created.
 */
export interface Catalogues {
  about: typeof about;
  common: typeof common;
  contact: typeof contact;
  errors: typeof errors;
  exhibitors: typeof exhibitors;
  expoShared: typeof expoShared;
  forms: typeof forms;
  home: typeof home;
  map: typeof map;
  myRegistration: typeof myRegistration;
  mySponsorship: typeof mySponsorship;
  packages: typeof packages;
  privacy: typeof privacy;
  programme: typeof programme;
  registration: typeof registration;
  sponsorship: typeof sponsorship;
}

export type Namespace = keyof Catalogues;

/** The dotted paths of a nested object's strings. */
type Leaves<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${Leaves<T[K]>}`;
}[keyof T & string];

type PluralForm = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
/** A plural form's key (`count_one`) is used by its base (`count`). */
type WithoutPluralForm<K extends string> = K extends `${infer Base}_${PluralForm}` ? Base : K;

/** Every key `t` accepts in a namespace. */
export type MessageKey<N extends Namespace> = WithoutPluralForm<Leaves<Catalogues[N]>>;
