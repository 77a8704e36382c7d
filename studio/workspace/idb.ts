// IndexedDB as a small promise-based key-value store: one database, one object store, structured-clone values.
// The Studio keeps its projects here; nothing leaves the machine.

export interface KeyValueStore {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  delete(key: string): Promise<void>;
  /** Every key and its value. */
  entries(): Promise<[string, unknown][]>;
}

const STORE = "kv";

const done = <T>(request: IDBRequest<T>): Promise<T> =>
  new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

const committed = (transaction: IDBTransaction): Promise<void> =>
  new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error ?? new Error("the transaction was aborted"));
  });

/** Opens (creating on first use) the database `name`; rejects when the browser has no IndexedDB for the page. */
export async function openKeyValue(name: string): Promise<KeyValueStore> {
  const opening = indexedDB.open(name, 1);
  opening.onupgradeneeded = () => {
    if (!opening.result.objectStoreNames.contains(STORE)) opening.result.createObjectStore(STORE);
  };
  const db = await done(opening);
  // A database made by something else under this name (without our store) is not ours to use.
  if (!db.objectStoreNames.contains(STORE)) throw new Error(`the ${name} database has no ${STORE} store`);
  const write = async (run: (store: IDBObjectStore) => void) => {
    const transaction = db.transaction(STORE, "readwrite");
    run(transaction.objectStore(STORE));
    await committed(transaction);
  };
  return {
    get: (key) => done(db.transaction(STORE).objectStore(STORE).get(key)),
    set: (key, value) => write((store) => store.put(value, key)),
    delete: (key) => write((store) => store.delete(key)),
    async entries() {
      const store = db.transaction(STORE).objectStore(STORE);
      const [keys, values] = await Promise.all([done(store.getAllKeys()), done(store.getAll())]);
      return keys.map((key, index) => [String(key), values[index]]);
    },
  };
}

/** A store that keeps values for this page only: the Studio's fallback when IndexedDB cannot be opened. */
export function memoryKeyValue(): KeyValueStore {
  const values = new Map<string, unknown>();
  return {
    get: async (key) => structuredClone(values.get(key)),
    set: async (key, value) => {
      values.set(key, structuredClone(value));
    },
    delete: async (key) => {
      values.delete(key);
    },
    entries: async () => [...values].map(([key, value]) => [key, structuredClone(value)]),
  };
}
