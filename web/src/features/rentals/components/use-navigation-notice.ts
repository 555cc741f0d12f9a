import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** What a page tells the page it returns to (Add Rental -> My Rentals, Confirm Returned -> My Bookings). */
export interface NavigationNotice {
  notice?: string;
}

/** Shows the notice a page was sent with, once: it is dropped from history so a refresh does not repeat it. */
export function useNoticeFromNavigation(show: (notice: string) => void) {
  const location = useLocation();
  const navigate = useNavigate();
  const notice = (location.state as NavigationNotice | null)?.notice;
  useEffect(() => {
    if (!notice) return;
    show(notice);
    void navigate(location.pathname + location.search, { replace: true, state: null });
  }, [notice, show, navigate, location.pathname, location.search]);
}
