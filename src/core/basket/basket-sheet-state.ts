/**
 * Whether the basket sheet is open (merchants without a basket page, cartPageActive off). A mobx box,
 * so the header button, the floating bar, the bottom navigation and the sheet follow it without
 * knowing each other.
 */
import { makeAutoObservable } from 'mobx';

class BasketSheetState {
  open = false;
  constructor() {
    makeAutoObservable(this);
  }
  show() {
    this.open = true;
  }
  hide() {
    this.open = false;
  }
}

export const basketSheet = new BasketSheetState();
