import { useTranslation } from '../../../lib/i18n/translation';
import { PauseIcon, PlayIcon } from '../../../components/ui/icons';
import { setMotionPaused, useMotionPaused, usePrefersReducedMotion } from '../../../lib/motion';
import { HOME } from './home-i18n';

/**
 * Stops (and restarts) every animation of the page: blinking, typing and the slide show. WCAG 2.2.2
 * asks for this whenever something moves for more than five seconds. Hidden when the system already
 * asks for reduced motion, since then nothing moves. It says what pressing it does ("Pause" while things
 * move, "Play" once paused); the choice is kept for the next visit (lib/motion.ts).
 */
export function MotionToggle() {
  const { t } = useTranslation(HOME);
  const reduced = usePrefersReducedMotion();
  const paused = useMotionPaused();
  if (reduced) return null;
  return (
    <button type="button" className="motion-toggle" onClick={() => setMotionPaused(!paused)}>
      {paused ? <PlayIcon /> : <PauseIcon />}
      <span>{paused ? t('motion.play') : t('motion.pause')}</span>
    </button>
  );
}
