import { useState } from 'react';
import { useMotionAllowed } from '../../../lib/motion';
import { BLINK_MS } from './timings';
import { useInterval } from './use-interval';

/** Alternates between true and false every `intervalMs`; stays true (static) when motion is not wanted. */
export function useBlink(intervalMs = BLINK_MS): boolean {
  const allowed = useMotionAllowed();
  const [on, setOn] = useState(true);
  useInterval(() => setOn((value) => !value), allowed ? intervalMs : null);
  return allowed ? on : true;
}
