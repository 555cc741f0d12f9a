import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => {};

/**
 * False while a server-rendered page is being rendered and hydrated, true once React runs it (and from
 * the first render of a page rendered in the browser). A form's submit button waits for it: pressed
 * before the page's code has run, it would send the form the browser's way, its fields in the address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
}
