import { toFormError } from '../../../lib/errors';
import { fullName } from '../../../lib/names';
import { formatTime } from '../format';

export interface CheckInNotice {
  tone: 'success' | 'warning' | 'error';
  text: string;
}

interface CheckedIn {
  firstName: string;
  lastName: string;
  registrationCode: string;
  checkedInAt?: string | null;
}

export function checkedInNotice(participant: CheckedIn): CheckInNotice {
  const at = participant.checkedInAt ? ` at ${formatTime(participant.checkedInAt)}` : '';
  return {
    tone: 'success',
    text: `${fullName(participant)} (${participant.registrationCode}) is checked in${at}.`,
  };
}

/**
 * What the desk sees when a check-in is refused. A second scan is not an error of the desk: it is shown
 * as a warning with the server's 'already checked in at …' (which says when).
 */
export function checkInErrorNotice(error: unknown, key: string): CheckInNotice {
  const { code, message } = toFormError(error);
  if (code === 'CONFLICT') return { tone: 'warning', text: message };
  if (code === 'NOT_FOUND') {
    return { tone: 'error', text: `No registration found for “${key}”. Check the code and try again.` };
  }
  return { tone: 'error', text: message };
}
