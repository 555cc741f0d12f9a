import type { DeskGuest, DeskScan } from './desk-rules';

/*
 * What a desk keeps on the device: the guest list of its day (or session) and its scans, sent or not.
 * Both are encrypted at rest with AES-GCM under a key made on the device and kept in IndexedDB as a
 * non-extractable CryptoKey (IndexedDB stores it by structured clone, so its bytes never reach script or
 * disk in the clear): names and codes copied off the disk are unreadable without this browser profile.
 * Where IndexedDB or WebCrypto is missing, everything is kept in memory only and the desk says so.
 */

export interface StoredList {
  guests: DeskGuest[];
  /** When the download finished (ISO). */
  updatedAt: string;
  /** Which desk day and session the list is for: a list for another day is never used. */
  for: string;
}

export interface DeskStore {
  /** False: memory only (gone on reload). */
  readonly persistent: boolean;
  loadList(): Promise<StoredList | null>;
  saveList(list: StoredList): Promise<void>;
  loadScans(): Promise<DeskScan[]>;
  saveScans(scans: DeskScan[]): Promise<void>;
  /** Forgets the list and the scans (the key stays: it protects nothing once they are gone). */
  clear(): Promise<void>;
}

type StoreName = 'list' | 'scans';

/** Where the sealed records live: IndexedDB in the browser, a Map in tests. */
export interface RecordBackend {
  get(store: StoreName, key: string): Promise<unknown>;
  getAll(store: StoreName): Promise<unknown[]>;
  putMany(store: StoreName, entries: [string, unknown][]): Promise<void>;
  clear(): Promise<void>;
}

interface Sealed {
  iv: Uint8Array<ArrayBuffer>;
  data: ArrayBuffer;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export async function seal(key: CryptoKey, value: unknown): Promise<Sealed> {
  // A fresh 96-bit IV per record: AES-GCM must never use one twice under a key.
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const data = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, encoder.encode(JSON.stringify(value)));
  return { iv, data };
}

export async function unseal<T>(key: CryptoKey, sealed: Sealed): Promise<T> {
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: sealed.iv }, key, sealed.data);
  return JSON.parse(decoder.decode(plain)) as T;
}

export function makeDeviceKey(): Promise<CryptoKey> {
  return crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
}

const isSealed = (value: unknown): value is Sealed =>
  typeof value === 'object' && value !== null && 'iv' in value && 'data' in value;

/** The desk's store over sealed records. A record that does not open (another key) counts as absent. */
export function createDeskStore(backend: RecordBackend, key: CryptoKey): DeskStore {
  const open = async <T>(value: unknown): Promise<T | null> => {
    if (!isSealed(value)) return null;
    try {
      return await unseal<T>(key, value);
    } catch {
      return null;
    }
  };
  return {
    persistent: true,
    async loadList() {
      return open<StoredList>(await backend.get('list', 'guests'));
    },
    async saveList(list) {
      await backend.putMany('list', [['guests', await seal(key, list)]]);
    },
    async loadScans() {
      const scans = await Promise.all((await backend.getAll('scans')).map((value) => open<DeskScan>(value)));
      return scans.filter((scan): scan is DeskScan => scan !== null);
    },
    async saveScans(scans) {
      const entries = await Promise.all(
        scans.map(async (scan): Promise<[string, unknown]> => [scan.id, await seal(key, scan)]),
      );
      await backend.putMany('scans', entries);
    },
    clear: () => backend.clear(),
  };
}

/** Memory only: for browsers without IndexedDB or WebCrypto (a private window in some browsers). */
export function memoryDeskStore(): DeskStore {
  let list: StoredList | null = null;
  const scans = new Map<string, DeskScan>();
  return {
    persistent: false,
    loadList: () => Promise.resolve(list),
    saveList: (next) => {
      list = next;
      return Promise.resolve();
    },
    loadScans: () => Promise.resolve([...scans.values()]),
    saveScans: (next) => {
      for (const scan of next) scans.set(scan.id, scan);
      return Promise.resolve();
    },
    clear: () => {
      list = null;
      scans.clear();
      return Promise.resolve();
    },
  };
}

export const DESK_DATABASE = 'aibex-check-in';
const KEY_STORE = 'keys';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
    tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
  });
}

function openDatabase(): Promise<IDBDatabase> {
  const req = indexedDB.open(DESK_DATABASE, 1);
  req.onupgradeneeded = () => {
    for (const name of [KEY_STORE, 'list', 'scans']) req.result.createObjectStore(name);
  };
  return request(req).then((db) => {
    // A sign-out in another tab deletes the database: let it, rather than block it.
    db.onversionchange = () => db.close();
    return db;
  });
}

function indexedDbBackend(db: IDBDatabase): RecordBackend {
  return {
    get: (store, key) => request(db.transaction(store).objectStore(store).get(key)),
    getAll: (store) => request(db.transaction(store).objectStore(store).getAll()),
    async putMany(store, entries) {
      const tx = db.transaction(store, 'readwrite');
      const objects = tx.objectStore(store);
      for (const [key, value] of entries) objects.put(value, key);
      await done(tx);
    },
    async clear() {
      const tx = db.transaction(['list', 'scans'], 'readwrite');
      tx.objectStore('list').clear();
      tx.objectStore('scans').clear();
      await done(tx);
    },
  };
}

async function deviceKey(db: IDBDatabase): Promise<CryptoKey> {
  const stored = await request(db.transaction(KEY_STORE).objectStore(KEY_STORE).get('desk'));
  if (stored instanceof CryptoKey) return stored;
  const key = await makeDeviceKey();
  const tx = db.transaction(KEY_STORE, 'readwrite');
  tx.objectStore(KEY_STORE).put(key, 'desk');
  await done(tx);
  return key;
}

/** The device's encrypted store, or one in memory where the browser cannot keep one. */
export async function openDeskStore(): Promise<DeskStore> {
  if (typeof indexedDB === 'undefined' || typeof crypto === 'undefined' || !crypto.subtle) return memoryDeskStore();
  try {
    const db = await openDatabase();
    return createDeskStore(indexedDbBackend(db), await deviceKey(db));
  } catch {
    return memoryDeskStore();
  }
}
