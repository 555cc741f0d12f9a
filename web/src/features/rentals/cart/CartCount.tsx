import { useQuery } from '@apollo/client/react';
import { CartDocument } from '../booking/cart-documents';
import '../bookings.css';

/** The number of cart lines beside the sidebar's Cart link; the cart's own mutations keep it current. */
export function CartCount() {
  const { data } = useQuery(CartDocument);
  const count = data?.cart.totalQuantity ?? 0;
  if (!count) return null;
  return (
    <span className="nav-count">
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">
        ({count} {count === 1 ? 'line' : 'lines'})
      </span>
    </span>
  );
}
