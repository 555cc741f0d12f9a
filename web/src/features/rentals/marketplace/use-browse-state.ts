import { useCallback, useContext, useEffect, useMemo, useRef } from 'react';
import { UNSAFE_DataRouterContext, useLocation, useSearchParams } from 'react-router-dom';
import { changeBrowseState, readBrowseState, writeBrowseState, type BrowseState } from '../browse-params';

/**
 * The marketplace's search and filters, read from and written to the URL query. Typing (search, city,
 * prices) replaces the history entry; choosing a category, a sort or a page adds one, so Back undoes it.
 */
export function useBrowseState() {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  // The router itself knows where it is now, even before this page re-renders (react-router has no
  // public hook for that moment; its data router context is the documented way in).
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const key = params.toString();
  // Re-read only when the query string really changed, so the filter object stays stable between renders.
  const state = useMemo(() => readBrowseState(new URLSearchParams(key)), [key]);
  // The queries written and not yet rendered, oldest first. Two changes in one tick (a price committed
  // on blur while another field's pause ends) must build on each other: react-router hands each updater
  // the query of the last render, so the second would silently drop the first.
  const written = useRef<string[]>([]);
  useEffect(() => {
    // Rendered: what was written up to this query is done. A query we did not write (Back, a link)
    // replaces whatever was in flight.
    const at = written.current.indexOf(key);
    written.current = at === -1 ? [] : written.current.slice(at + 1);
  }, [key]);

  const update = useCallback(
    (change: Partial<BrowseState>, options: { replace?: boolean } = {}) => {
      // A search typed just before a click on a result can come due while the next page is taking
      // over: it belongs to the marketplace and must not rewrite that page's query (its tool id).
      // The same while that page is still loading (its code arrives lazily): a navigation under way
      // to another page must not be cancelled by this one.
      const going = router?.state.navigation.location;
      if (router && (router.state.location.pathname !== pathname || (going && going.pathname !== pathname))) return;
      setParams(
        (current) => {
          const latest = written.current.at(-1);
          const base = latest === undefined ? current : new URLSearchParams(latest);
          const next = writeBrowseState(changeBrowseState(readBrowseState(base), change));
          written.current.push(next.toString());
          return next;
        },
        { replace: options.replace ?? false, preventScrollReset: true },
      );
    },
    [setParams, router, pathname],
  );

  return [state, update] as const;
}
