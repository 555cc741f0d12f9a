import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { changeBrowseState, readBrowseState, writeBrowseState, type BrowseState } from '../browse-params';

/**
 * The marketplace's search and filters, read from and written to the URL query. Typing (search, city,
 * prices) replaces the history entry; choosing a category, a sort or a page adds one, so Back undoes it.
 */
export function useBrowseState() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // Re-read only when the query string really changed, so the filter object stays stable between renders.
  const state = useMemo(() => readBrowseState(new URLSearchParams(key)), [key]);

  const update = useCallback(
    (change: Partial<BrowseState>, options: { replace?: boolean } = {}) => {
      setParams((current) => writeBrowseState(changeBrowseState(readBrowseState(current), change)), {
        replace: options.replace ?? false,
        preventScrollReset: true,
      });
    },
    [setParams],
  );

  return [state, update] as const;
}
