/** Animation timings of the home page: blink, hero autoplay and transition, typewriter speeds and pause. */
export const BLINK_MS = 500;
export const HERO_AUTOPLAY_MS = 3000;
export const HERO_TRANSITION_MS = 2500;
export const TYPE_MS = 75;
export const DELETE_MS = 50;
export const PAUSE_MS = 2000;
