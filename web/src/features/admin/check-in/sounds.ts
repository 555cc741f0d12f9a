import type { CheckInOutcome } from './check-in-result';

/** Notes of each outcome (Hz, ms): a rising pair for a check-in, one low buzz for a refusal. */
const TONES: Record<CheckInOutcome, [number, number][]> = {
  'checked-in': [
    [880, 90],
    [1320, 120],
  ],
  already: [
    [660, 110],
    [660, 110],
  ],
  'not-found': [[196, 320]],
  refused: [[196, 320]],
  undone: [[523, 140]],
};

let context: AudioContext | null = null;

function audio(): AudioContext | null {
  if (typeof window === 'undefined' || typeof window.AudioContext !== 'function') return null;
  context ??= new window.AudioContext();
  // Browsers start audio suspended until the page has had a click or key press; the desk has had one.
  if (context.state === 'suspended') void context.resume();
  return context;
}

/**
 * A short beep per result, so staff at a busy door hear whether to wave the guest through without
 * looking at the screen. Made with Web Audio: no sound files to load.
 */
export function playOutcome(outcome: CheckInOutcome): void {
  const ctx = audio();
  if (!ctx) return;
  let start = ctx.currentTime;
  for (const [frequency, ms] of TONES[outcome]) {
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.type = outcome === 'not-found' || outcome === 'refused' ? 'square' : 'sine';
    oscillator.frequency.value = frequency;
    const end = start + ms / 1000;
    // A quick fade in and out: a bare start or stop of the wave clicks.
    gain.gain.setValueAtTime(0.0001, start);
    gain.gain.exponentialRampToValueAtTime(0.2, start + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, end);
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start(start);
    oscillator.stop(end);
    start = end + 0.04;
  }
}

const SOUND_KEY = 'aibex.check-in.sound';

/** Sound is on unless the desk turned it off; the choice is kept in this browser. */
export function soundOn(): boolean {
  try {
    return localStorage.getItem(SOUND_KEY) !== 'off';
  } catch {
    return true;
  }
}

export function keepSoundChoice(on: boolean): void {
  try {
    localStorage.setItem(SOUND_KEY, on ? 'on' : 'off');
  } catch {
    // Private modes can refuse storage: the choice then lasts for this visit only.
  }
}
