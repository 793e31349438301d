import { describe, expect, it } from 'vitest';
import { OrderStatus, PaymentType, ServiceType } from '../../contract/index.ts';
import en from './i18n/en.json';
import uz from './i18n/uz.json';
import uzOrderPage from './receipt/i18n/uz.json';
import {
  isFinished,
  paidKey,
  paymentTypeKey,
  placedAt,
  serviceTypeKey,
  statusLabelKey,
} from './order-labels.ts';

/** The catalogue key of a message id ("orders.status.DONE" -> "status.DONE"). */
const catalogueKey = (id: string) => id.replace(/^orders\./, '');

describe('order labels', () => {
  it('has a message for every status, service type and payment type of the contract', () => {
    const ids = [
      ...OrderStatus.options.map(statusLabelKey),
      ...ServiceType.options.map(serviceTypeKey),
      ...PaymentType.options.map(paymentTypeKey),
      paidKey({ isPaid: true }),
      paidKey({ isPaid: false }),
    ];
    const missing = ids.map(catalogueKey).filter((key) => !(key in en));
    expect(missing).toEqual([]);
  });

  it('names the spec display texts', () => {
    expect(en[catalogueKey(statusLabelKey('ON_WAY')) as keyof typeof en]).toBe('On the way');
    expect(en[catalogueKey(statusLabelKey('CANCELED')) as keyof typeof en]).toBe('Cancelled');
    expect(paidKey({ isPaid: false })).toBe('orders.unpaid');
  });

  it('splits finished orders from those under way, as the server archive does', () => {
    expect(OrderStatus.options.filter(isFinished)).toEqual(['CANCELED', 'DONE', 'DELIVERED', 'CLOSED']);
  });

  it('says a new order was sent, and an accepted one confirmed, as the notices do', () => {
    expect(en['status.CREATED']).toBe('Sent');
    expect(en['status.ACCEPTED']).toBe('Confirmed');
    expect(uz['status.ACCEPTED']).toBe('Tasdiqlandi');
    expect(uzOrderPage['confirmed.title']).toBe('Tasdiqlandi');
    expect(uzOrderPage['confirmed.text']).toBe('Buyurtmangiz tasdiqlandi');
  });

  it('dates an order by the server date, else the client one', () => {
    expect(placedAt({ createdDate: '2026-03-01T09:00:00Z', createdAt: '2026-01-01T00:00:00Z' })).toBe(
      '2026-03-01T09:00:00Z',
    );
    expect(placedAt({ createdAt: '2026-01-01T00:00:00Z' })).toBe('2026-01-01T00:00:00Z');
    expect(placedAt({})).toBeNull();
  });
});
