import { useLocation } from 'react-router-dom';
import type { Notice } from '../components/LiveNotice';

/** What a details page hands back to its list through router state when the record is gone. */
export interface ListNoticeState {
  notice?: string;
}

/** The notice a details page left for this list (after a deletion), or null. */
export function useListNotice(): Notice | null {
  const notice = (useLocation().state as ListNoticeState | null)?.notice;
  return notice ? { tone: 'success', text: notice } : null;
}
