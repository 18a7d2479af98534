import 'i18next';
import type { resources } from './i18n-resources';

/** Typed keys: a missing or misspelt key fails `tsc`. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: (typeof resources)['en'];
  }
}
