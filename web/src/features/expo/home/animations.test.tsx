import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../locales/en/home.json';
import '../../../test/utils';
import { BlinkingLink } from './BlinkingLink';
import { Hero } from './Hero';
import { Typewriter } from './Typewriter';

/** Makes `prefers-reduced-motion: reduce` match (or not). */
function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('prefers-reduced-motion: reduce'),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const typed = () => screen.getByTestId('typewriter').textContent;

const { sales, network, value } = en.intro.taglines;
const TAGLINES = [sales, network, value] as const;

beforeEach(() => {
  vi.useFakeTimers();
  prefersReducedMotion(false);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Typewriter', () => {
  it('types at 75 ms a letter, holds 2000 ms, deletes at 50 ms a letter, then types the next phrase, for ever', () => {
    render(<Typewriter words={TAGLINES} lead="Come to AIBEx 2026 to:" />);
    const [first, second, third] = TAGLINES;

    expect(typed()).toBe('');
    advance(75);
    expect(typed()).toBe('M');
    advance(74);
    expect(typed()).toBe('M');
    advance(1);
    expect(typed()).toBe('MA');
    advance(75 * (first.length - 2));
    expect(typed()).toBe(first);

    // The pause: still whole just before 2000 ms, then one letter goes every 50 ms.
    advance(1999);
    expect(typed()).toBe(first);
    advance(1 + 50);
    expect(typed()).toBe(first.slice(0, -1));
    advance(50 * (first.length - 1));
    expect(typed()).toBe('');

    advance(75 * second.length);
    expect(typed()).toBe(second);
    advance(2000 + 50 * second.length + 75 * third.length);
    expect(typed()).toBe(third);
    // Loops back to the first phrase.
    advance(2000 + 50 * third.length + 75 * 4);
    expect(typed()).toBe('MAKE');
  });

  it('gives screen readers every phrase at once and hides the moving letters', () => {
    render(<Typewriter words={TAGLINES} lead="Come to AIBEx 2026 to:" />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([...TAGLINES]);
    expect(screen.getByTestId('typewriter').getAttribute('aria-hidden')).toBe('true');
  });

  it('shows the first phrase, whole and still, under reduced motion', () => {
    prefersReducedMotion(true);
    render(<Typewriter words={TAGLINES} lead="Come to AIBEx 2026 to:" />);
    expect(typed()).toBe('MAKE TREMENDOUS SALES');
    advance(10_000);
    expect(typed()).toBe('MAKE TREMENDOUS SALES');
  });
});

describe('blinking calls to action', () => {
  const renderLink = () =>
    render(
      <MemoryRouter>
        <BlinkingLink to="/registration" className="cta">
          REGISTER TO PARTICIPATE
        </BlinkingLink>
      </MemoryRouter>,
    );
  const phase = () => screen.getByRole('link', { name: 'REGISTER TO PARTICIPATE' }).getAttribute('data-blink');

  it('toggles every 500 ms', () => {
    renderLink();
    expect(phase()).toBe('on');
    advance(499);
    expect(phase()).toBe('on');
    advance(1);
    expect(phase()).toBe('off');
    advance(500);
    expect(phase()).toBe('on');
  });

  it('stays still under reduced motion', () => {
    prefersReducedMotion(true);
    renderLink();
    advance(5000);
    expect(phase()).toBe('on');
  });
});

describe('Hero carousel', () => {
  const renderHero = () =>
    render(
      <MemoryRouter>
        <Hero site={null} />
      </MemoryRouter>,
    );
  const slide = () => document.querySelector<HTMLElement>('.hero__art');

  it('advances every 3000 ms with a 2500 ms transition', () => {
    renderHero();
    expect(slide()?.style.transitionDuration).toBe('2500ms');
    expect(slide()?.dataset.framing).toBe('0');
    advance(2999);
    expect(slide()?.dataset.framing).toBe('0');
    advance(1);
    expect(slide()?.dataset.framing).toBe('1');
    advance(3000);
    expect(slide()?.dataset.framing).toBe('0');
  });

  it('has a "Pause animations" button that stops the slides and the blinking, then says "Play animations"', () => {
    renderHero();
    fireEvent.click(screen.getByRole('button', { name: 'Pause animations' }));
    advance(6000);
    expect(slide()?.dataset.framing).toBe('0');
    expect(screen.getByRole('link', { name: 'REGISTER TO PARTICIPATE' }).getAttribute('data-blink')).toBe('on');
    // Once paused, the button says what it does now; pressed, the slides move again.
    expect(screen.queryByRole('button', { name: 'Pause animations' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Play animations' }));
    advance(3000);
    expect(slide()?.dataset.framing).toBe('1');
  });

  it('does not move, and offers no pause button, under reduced motion', () => {
    prefersReducedMotion(true);
    renderHero();
    advance(9000);
    expect(slide()?.dataset.framing).toBe('0');
    expect(screen.queryByRole('button', { name: 'Pause animations' })).toBeNull();
  });
});
