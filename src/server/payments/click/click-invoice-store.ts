/**
 * Click invoices sent for orders (table click_invoices, migration 20). Each new invoice of an order is
 * its next attempt, claimed (inserted, unique per order and attempt) before Click is called: two
 * presses that race claim the same attempt, one wins and the other answers the winner's invoice.
 */
import type { Kysely, Selectable } from 'kysely';
import type { ClickInvoicesTable, Database } from '../../storage/schema.ts';

export interface StoredClickInvoice {
  attempt: number;
  /** Click's id; null while the claim waits for Click's answer. */
  invoiceId: string | null;
  phone: string;
  /** Tiyin. */
  amount: number;
  createdAt: number;
}

/** Whose invoice: the merchant and its order. */
export interface InvoiceOf {
  merchantId: number;
  orderId: number;
}

const fromRow = (row: Selectable<ClickInvoicesTable>): StoredClickInvoice => ({
  attempt: Number(row.attempt),
  invoiceId: row.invoice_id,
  phone: row.phone,
  amount: Number(row.amount),
  createdAt: Number(row.created_at),
});

export class ClickInvoiceStore {
  readonly #db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.#db = db;
  }

  #of(of: InvoiceOf) {
    return this.#db
      .selectFrom('click_invoices')
      .selectAll()
      .where('merchant_id', '=', of.merchantId)
      .where('order_id', '=', of.orderId);
  }

  async latest(of: InvoiceOf): Promise<StoredClickInvoice | undefined> {
    const row = await this.#of(of).orderBy('attempt', 'desc').limit(1).executeTakeFirst();
    return row && fromRow(row);
  }

  async find(of: InvoiceOf, attempt: number): Promise<StoredClickInvoice | undefined> {
    const row = await this.#of(of).where('attempt', '=', attempt).executeTakeFirst();
    return row && fromRow(row);
  }

  /** @returns false when another call claimed this attempt first */
  async claim(of: InvoiceOf, invoice: Omit<StoredClickInvoice, 'invoiceId'>): Promise<boolean> {
    const result = await this.#db
      .insertInto('click_invoices')
      .values({
        merchant_id: of.merchantId,
        order_id: of.orderId,
        attempt: invoice.attempt,
        invoice_id: null,
        phone: invoice.phone,
        amount: invoice.amount,
        created_at: invoice.createdAt,
      })
      .onConflict((conflict) => conflict.columns(['merchant_id', 'order_id', 'attempt']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return result !== undefined;
  }

  async sent(of: InvoiceOf, attempt: number, invoiceId: string): Promise<void> {
    await this.#db
      .updateTable('click_invoices')
      .set({ invoice_id: invoiceId })
      .where('merchant_id', '=', of.merchantId)
      .where('order_id', '=', of.orderId)
      .where('attempt', '=', attempt)
      .execute();
  }

  /** Gives a claim back when Click refused or could not be reached: the next press tries again. */
  async release(of: InvoiceOf, attempt: number): Promise<void> {
    await this.#db
      .deleteFrom('click_invoices')
      .where('merchant_id', '=', of.merchantId)
      .where('order_id', '=', of.orderId)
      .where('attempt', '=', attempt)
      .where('invoice_id', 'is', null)
      .execute();
  }
}

// The database (storage/db.ts) holds this store; database.ts makes it when the database opens.
declare module '../../storage/db.ts' {
  interface DomainStores {
    /** Click mini app invoices of orders. */
    readonly clickInvoices: ClickInvoiceStore;
  }
}
