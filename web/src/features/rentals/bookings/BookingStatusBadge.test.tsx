import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../test/utils';
import { BookingStatusBadge } from './BookingStatusBadge';

describe('the booking status badge', () => {
  it('says how a request ended, as the server read it from the timeline', () => {
    render(
      <BookingStatusBadge status="DECLINED" outcomeLabel="Request expired (not answered in time)" overdue={false} />,
    );
    expect(screen.getByText('Request expired (not answered in time)')).toBeTruthy();
    expect(screen.queryByText('Declined')).toBeNull();
  });

  it('names the status in words when nothing more is to be said', () => {
    render(<BookingStatusBadge status="PICKED_UP" outcomeLabel={null} overdue />);
    expect(screen.getByText('Picked up')).toBeTruthy();
    expect(screen.getByText('Overdue')).toBeTruthy();
  });
});
