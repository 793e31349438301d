/**
 * Signed-in customers for the bench, made in the database before the server starts.
 *
 * The server runs in production mode, where the development inbox of sign-in codes does not exist and
 * no SMS gateway is there to read; the bench therefore opens the database itself and creates each
 * customer with a session through `createSessionForTest`, the storage call tests and tools use. The
 * server only ever sees ordinary bearer tokens, so nothing is added to the request path.
 */
import { openDatabase } from '../../src/server/database.ts';

export interface Customer {
  userId: number;
  token: string;
}

/** Opens and migrates `database`, creates `count` customers of `merchantId`, and closes it. */
export async function createCustomers(
  database: string,
  merchantId: number,
  count: number,
): Promise<Customer[]> {
  const db = await openDatabase(database);
  try {
    const customers: Customer[] = [];
    for (let index = 0; index < count; index++) {
      const phone = `+99890${String(index).padStart(7, '0')}`;
      const session = await db.createSessionForTest(merchantId, { phone, firstName: 'Bench' });
      customers.push({ userId: session.user.id, token: session.token });
    }
    return customers;
  } finally {
    await db.close();
  }
}
