import { useState } from 'react';
import { useMotionAllowed } from '../../../lib/motion';
import { useInterval } from './use-interval';

/** A step counter advanced every `intervalMs` for a slide show; frozen when motion is not wanted. */
export function useAutoplay(intervalMs: number): number {
  const allowed = useMotionAllowed();
  const [step, setStep] = useState(0);
  useInterval(() => setStep((value) => value + 1), allowed ? intervalMs : null);
  return step;
}
