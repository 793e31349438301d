import { BasketView } from './basket-view.tsx';

/** /basket: the basket on its own page (cartPageActive). */
export default function BasketPage() {
  return <BasketView />;
}
