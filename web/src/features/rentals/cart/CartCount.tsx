import { useQuery } from '@apollo/client/react';
import { NavCount } from '../../../components/ui/NavCount';
import { CartDocument } from '../booking/cart-documents';

/** The number of cart lines beside the sidebar's Cart link; the cart's own mutations keep it current. */
export function CartCount() {
  const { data } = useQuery(CartDocument);
  const count = data?.cart.totalQuantity ?? 0;
  return <NavCount count={count} what={count === 1 ? 'line' : 'lines'} />;
}
