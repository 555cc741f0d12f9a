import { useHydrated } from './use-hydrated';

/**
 * The registration form's address with an access code filled in: what organisers and sponsors hand out.
 * Its origin is the browser's, so a server-rendered page shows the path until it is hydrated (the same
 * text on both sides of hydration).
 */
export function useAccessCodeLink(code: string): string {
  const hydrated = useHydrated();
  const path = `/registration?${new URLSearchParams({ code })}`;
  return hydrated ? `${window.location.origin}${path}` : path;
}
