import { useProductCardSlot } from '../../core/catalogue/product-slots.tsx';
import { HeartButton } from './heart-button.tsx';

/** The heart on a menu card's picture (slot product-card.badges). */
export default function CardHeart() {
  const { product } = useProductCardSlot();
  return <HeartButton product={product} variant="card" />;
}
