/** The compiled strings (web/vite-plugins/messages.ts): a loader per language and namespace. */
declare module 'virtual:messages' {
  import type { CompiledCatalogue } from '../lib/i18n/messages';

  export const catalogues: Readonly<
    Record<string, Readonly<Record<string, () => Promise<{ default: CompiledCatalogue }>>> | undefined>
  >;
}
