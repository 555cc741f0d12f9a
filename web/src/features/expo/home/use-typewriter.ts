import { useEffect, useState } from 'react';
import { useMotionAllowed } from '../../../lib/motion';
import { DELETE_MS, PAUSE_MS, TYPE_MS } from './timings';

interface TypewriterTimings {
  typeMs?: number;
  deleteMs?: number;
  pauseMs?: number;
}

interface TypewriterState {
  word: number;
  length: number;
  phase: 'typing' | 'pausing' | 'deleting';
}

const START: TypewriterState = { word: 0, length: 0, phase: 'typing' };

function advance(state: TypewriterState, words: readonly string[]): TypewriterState {
  const full = words[state.word]?.length ?? 0;
  switch (state.phase) {
    case 'typing':
      return state.length + 1 >= full
        ? { ...state, length: full, phase: 'pausing' }
        : { ...state, length: state.length + 1 };
    case 'pausing':
      return { ...state, phase: 'deleting' };
    case 'deleting':
      return state.length <= 1
        ? { word: (state.word + 1) % words.length, length: 0, phase: 'typing' }
        : { ...state, length: state.length - 1 };
  }
}

/**
 * Types each word a letter at a time, holds it, deletes it, then moves to the next, for ever.
 * Without motion it shows the first word, whole and still.
 */
export function useTypewriter(
  words: readonly string[],
  { typeMs = TYPE_MS, deleteMs = DELETE_MS, pauseMs = PAUSE_MS }: TypewriterTimings = {},
): string {
  const allowed = useMotionAllowed();
  const [state, setState] = useState(START);

  // The timer chain runs on its own rather than from render to render, so each step is due exactly
  // its delay after the previous one, however long React takes to paint.
  useEffect(() => {
    if (!allowed || words.length === 0) return;
    const delayOf = ({ phase }: TypewriterState) =>
      phase === 'typing' ? typeMs : phase === 'pausing' ? pauseMs : deleteMs;
    let current = START;
    let id: ReturnType<typeof setTimeout>;
    const step = () => {
      current = advance(current, words);
      setState(current);
      id = setTimeout(step, delayOf(current));
    };
    id = setTimeout(step, delayOf(current));
    return () => {
      clearTimeout(id);
      setState(START);
    };
  }, [allowed, words, typeMs, deleteMs, pauseMs]);

  if (!allowed) return words[0] ?? '';
  return words[state.word]?.slice(0, state.length) ?? '';
}
