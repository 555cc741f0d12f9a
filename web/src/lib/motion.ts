import { useSyncExternalStore } from 'react';

/*
 * Whether decorative motion (blinking, typing, slide shows) may run. It stops when the system asks for
 * reduced motion, and when the visitor presses "Pause animations": WCAG 2.2.2 wants a way to stop
 * anything that blinks or moves for more than five seconds, whatever the system setting.
 */
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const PAUSED_KEY = 'aibex.motion-paused';

const listeners = new Set<() => void>();
let paused = readPaused();

function readPaused(): boolean {
  try {
    return localStorage.getItem(PAUSED_KEY) === '1';
  } catch {
    return false; // storage blocked: the choice lasts for this page only
  }
}

function subscribePaused(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setMotionPaused(value: boolean): void {
  paused = value;
  try {
    if (value) localStorage.setItem(PAUSED_KEY, '1');
    else localStorage.removeItem(PAUSED_KEY);
  } catch {
    // Storage blocked: keep the choice in memory.
  }
  for (const listener of listeners) listener();
}

/** For tests: back to "not paused". */
export function resetMotionPreference(): void {
  setMotionPaused(false);
}

function subscribeReducedMotion(listener: () => void) {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener?.('change', listener);
  return () => query?.removeEventListener?.('change', listener);
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.(REDUCED_MOTION).matches ?? false;
}

export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);
}

export function useMotionPaused(): boolean {
  return useSyncExternalStore(
    subscribePaused,
    () => paused,
    () => false,
  );
}

/** True when decorative animations may run. */
export function useMotionAllowed(): boolean {
  const reduced = usePrefersReducedMotion();
  const userPaused = useMotionPaused();
  return !reduced && !userPaused;
}
