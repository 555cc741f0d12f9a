import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../test/utils';
import { resultCount } from '../lists/AdminList';
import { SEARCH_DELAY_MS, SearchBox } from './SearchBox';

describe('SearchBox', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('searches once typing pauses, not on every key', () => {
    const onSearch = vi.fn();
    render(<SearchBox label="Search participants" value="" onSearch={onSearch} />);
    const box = screen.getByRole('searchbox', { name: 'Search participants' });
    fireEvent.change(box, { target: { value: 'ng' } });
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS - 50));
    fireEvent.change(box, { target: { value: 'ngozi' } });
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS));
    expect(onSearch.mock.calls).toEqual([['ngozi']]);
  });

  it('follows the URL when the search changes from outside (back button)', () => {
    const { rerender } = render(<SearchBox label="Search" value="ada" onSearch={vi.fn()} />);
    rerender(<SearchBox label="Search" value="" onSearch={vi.fn()} />);
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('');
  });
});

describe('resultCount', () => {
  it('says which rows are shown and of how many, with the search', () => {
    expect(resultCount(1234, 2, 25, ['participant', 'participants'], 'ada')).toBe(
      '26–50 of 1,234 participants matching “ada”.',
    );
    expect(resultCount(1, 1, 25, ['participant', 'participants'], '')).toBe('1–1 of 1 participant.');
    expect(resultCount(0, 1, 25, ['participant', 'participants'], 'zz')).toBe('No participants matching “zz”.');
  });
});
