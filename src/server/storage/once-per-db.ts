/**
 * A domain's store made once per database, and so once per app: the first call for a database makes
 * it, every later call answers the same one. The domain keeps its store beside its handlers, and the
 * database (storage/db.ts) need not know it; a handler asks for the store of the database it is given
 * instead of making one on each request.
 */
export function oncePerDb<Db extends object, Store>(make: (db: Db) => Store): (db: Db) => Store {
  // Keyed weakly: a closed app's database and its stores go together.
  const made = new WeakMap<Db, Store>();
  return (db) => {
    let store = made.get(db);
    if (store === undefined) {
      store = make(db);
      made.set(db, store);
    }
    return store;
  };
}
