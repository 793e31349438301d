// The sheet's state lives in core, so another module's way into the basket (the bottom navigation's
// basket tab) can open it too.
export { basketSheet } from '../../core/basket/basket-sheet-state.ts';
