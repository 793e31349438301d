import { useProductScreenSlot } from '../../core/catalogue/product-slots.tsx';
import { HeartButton } from './heart-button.tsx';

/** The heart on the product screen's picture (slot product.badges). */
export default function ScreenHeart() {
  const { product } = useProductScreenSlot();
  return <HeartButton product={product} variant="screen" />;
}
