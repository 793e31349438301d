/**
 * Slots that belong to one product: the menu card ("product-card.actions" on the picture's bottom
 * corner, "product-card.badges" on its top corner) and the product screen ("product.actions",
 * "product.badges", "product.reviews" under the details). The catalogue and product-page modules render <Slot> inside these providers;
 * another module (the basket, favourites) fills the slot and reads the product from here, so neither
 * module imports the other and the filling module's own flags decide whether anything shows.
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
  /** The key of the basket line whose options this screen changes (opened from the basket). */
  editing?: string;
}

const CardContext = createContext<ProductCardSlotProps | null>(null);
const ScreenContext = createContext<ProductScreenSlotProps | null>(null);

export type ProductCardSlotName = 'product-card.actions' | 'product-card.badges';
export type ProductScreenSlotName = 'product.actions' | 'product.badges' | 'product.reviews';

/** One named slot of a menu card; `name` defaults to the actions slot. */
export function ProductCardSlot({
  name = 'product-card.actions',
  ...props
}: ProductCardSlotProps & { name?: ProductCardSlotName }) {
  return (
    <CardContext.Provider value={props}>
      <Slot name={name} />
    </CardContext.Provider>
  );
}

/** One named slot of the product screen; `name` defaults to the actions slot. */
export function ProductScreenSlot({
  name = 'product.actions',
  ...props
}: ProductScreenSlotProps & { name?: ProductScreenSlotName }) {
  return (
    <ScreenContext.Provider value={props}>
      <Slot name={name} />
    </ScreenContext.Provider>
  );
}

function required<T>(value: T | null, slot: string): T {
  if (!value) throw new Error(`"${slot}" is rendered outside its product`);
  return value;
}

export const useProductCardSlot = () => required(useContext(CardContext), 'product-card.*');
export const useProductScreenSlot = () => required(useContext(ScreenContext), 'product.*');
