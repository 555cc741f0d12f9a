import { useEffect, useSyncExternalStore } from 'react';

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

/**
 * Marks `<html data-hydrated>` once React runs the page (a server-rendered page has then been
 * hydrated: until then its forms and menus are markup only). The browser journeys wait for it. A hook
 * of the site's frame, not an element: an element more would change the ids `useId` gives on the
 * client, and hydration would keep the server's.
 */
export function useMarkHydrated() {
  useEffect(() => {
    document.documentElement.setAttribute('data-hydrated', '');
  }, []);
}
