/**
 * Slots that belong to one product: the menu card ("product-card.actions") and the product screen
 * ("product.actions"). The catalogue and product-page modules render <Slot> inside these providers;
 * another module (the basket) fills the slot and reads the product from here, so neither module
 * imports the other and the filling module's own flags decide whether anything shows.
 */
import { createContext, useContext } from 'react';
import type { Category, Product } from '../../contract/index.ts';
import { Slot } from '../layout/slot.tsx';

export interface ProductCardSlotProps {
  product: Product;
  category: Category;
}

export interface ProductScreenSlotProps {
  product: Product;
  /** Chosen modification ids, across groups. */
  modificationIds: number[];
  /** Price of one item with this choice, after discount. */
  unitTotal: number;
  /** Every required modification group has its choice. */
  complete: boolean;
}

const CardContext = createContext<ProductCardSlotProps | null>(null);
const ScreenContext = createContext<ProductScreenSlotProps | null>(null);

export function ProductCardSlot(props: ProductCardSlotProps) {
  return (
    <CardContext.Provider value={props}>
      <Slot name="product-card.actions" />
    </CardContext.Provider>
  );
}

export function ProductScreenSlot(props: ProductScreenSlotProps) {
  return (
    <ScreenContext.Provider value={props}>
      <Slot name="product.actions" />
    </ScreenContext.Provider>
  );
}

function required<T>(value: T | null, slot: string): T {
  if (!value) throw new Error(`"${slot}" is rendered outside its product`);
  return value;
}

export const useProductCardSlot = () => required(useContext(CardContext), 'product-card.actions');
export const useProductScreenSlot = () => required(useContext(ScreenContext), 'product.actions');
