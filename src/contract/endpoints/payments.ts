/** Paying an order: which ways the merchant takes, a provider's checkout link or invoice, saved cards. */
import { z } from 'zod';
import { ClickInvoiceSent } from '../click-invoice.ts';
import { Order, PaymentAvailability } from '../commerce.ts';
import { CardAdded, CardCodeCheck, CardCodeSent, CardPayment, NewCard, SavedCard } from '../saved-cards.ts';
import { def, Ok } from './define.ts';

export const paymentEndpoints = {
  paymentAvailability: def({
    method: 'GET',
    path: '/payments/v1/availability',
    // null: the merchant keeps no availability list (its settings flags alone decide).
    response: z.object({ items: z.array(PaymentAvailability).nullable() }),
    summary: 'Payment types per channel',
  }),
  checkout: def({
    method: 'GET',
    path: '/payments/v2/checkout/{id}/WITH_TOKEN',
    response: z.object({ url: z.string() }),
    summary: 'Payment checkout link',
  }),
  // Click mini app orders (CLICK_MINI_APP) are paid by an invoice Click sends to the customer's Click
  // account (Click's Merchant API invoice/create); this contract's path.
  clickInvoice: def({
    method: 'POST',
    path: '/payments/v1/click/invoice/{id}/WITH_TOKEN',
    response: ClickInvoiceSent,
    summary: "Send a Click mini app order's invoice to the customer's Click",
  }),
  // Saved cards (cardActive), on Payme's Subscribe API (src/server/payments/cards/README.md): add
  // (cards.create, then the SMS code), confirm (cards.verify), delete (cards.remove), and pay a CARD
  // order (a receipt with each line's fiscal detail, paid with the card). The number is never stored.
  // The paths are this contract's decision.
  cards: def({
    method: 'GET',
    path: '/payments/v1/cards/WITH_TOKEN',
    response: z.array(SavedCard),
    summary: 'Saved cards',
  }),
  cardCreate: def({
    method: 'POST',
    path: '/payments/v1/cards/WITH_TOKEN',
    body: NewCard,
    response: CardAdded,
    summary: 'Save a card with Payme; a code goes by SMS',
  }),
  cardCode: def({
    method: 'POST',
    path: '/payments/v1/cards/{id}/code/WITH_TOKEN',
    response: CardCodeSent,
    summary: 'Send the card code again',
  }),
  cardVerify: def({
    method: 'POST',
    path: '/payments/v1/cards/{id}/verify/WITH_TOKEN',
    body: CardCodeCheck,
    response: SavedCard,
    summary: 'Confirm a card with the SMS code',
  }),
  cardDelete: def({
    method: 'DELETE',
    path: '/payments/v1/cards/{id}/WITH_TOKEN',
    response: Ok,
    summary: 'Delete a saved card',
  }),
  cardPay: def({
    method: 'POST',
    path: '/payments/v1/cards/pay/{orderId}/WITH_TOKEN',
    body: CardPayment,
    response: Order,
    summary: 'Pay a CARD order with a saved card',
  }),
} as const;
