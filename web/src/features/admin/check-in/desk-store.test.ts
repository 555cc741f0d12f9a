import { describe, expect, it } from 'vitest';
import type { DeskScan } from './desk-rules';
import { createDeskStore, makeDeviceKey, memoryDeskStore, seal, unseal, type RecordBackend } from './desk-store';

/** IndexedDB's part, as a Map that outlives the store opened on it (a page reload keeps the database). */
function mapBackend() {
  const stores = { list: new Map<string, unknown>(), scans: new Map<string, unknown>() };
  const backend: RecordBackend = {
    get: (store, key) => Promise.resolve(stores[store].get(key)),
    getAll: (store) => Promise.resolve([...stores[store].values()]),
    putMany: (store, entries) => {
      for (const [key, value] of entries) stores[store].set(key, structuredClone(value));
      return Promise.resolve();
    },
    clear: () => {
      stores.list.clear();
      stores.scans.clear();
      return Promise.resolve();
    },
  };
  return { backend, stores };
}

const scan: DeskScan = {
  id: '3f1c2d4e-0000-4000-8000-000000000001',
  code: 'AIB26-7KQ3MZ',
  scannedAt: '2026-12-10T09:00:00.000Z',
  guest: { id: 'g1', registrationCode: 'AIB26-7KQ3MZ', firstName: 'Ngozi', lastName: 'Bello' },
  local: 'checked-in',
  outcome: 'checked-in',
  refusal: null,
  first: null,
  message: null,
  state: 'queued',
};

const list = {
  guests: [
    {
      id: 'g1',
      registrationCode: 'AIB26-7KQ3MZ',
      firstName: 'Ngozi',
      lastName: 'Bello',
      status: 'REGISTERED' as const,
      typeName: null,
      days: null,
      admittedAt: null,
      hasSeat: false,
      badgePrintedAt: null,
    },
  ],
  updatedAt: '2026-12-10T08:00:00.000Z',
  for: '2026-12-10/',
};

describe('the desk’s store on the device', () => {
  it('encrypts with AES-GCM under a key that cannot be exported, and decrypts back', async () => {
    const key = await makeDeviceKey();
    expect(key.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', key)).rejects.toThrow();
    const sealed = await seal(key, { name: 'Ngozi Bello' });
    expect(new TextDecoder().decode(sealed.data)).not.toContain('Ngozi');
    expect(await unseal(key, sealed)).toEqual({ name: 'Ngozi Bello' });
    // A fresh IV each time: the same record never encrypts alike.
    expect((await seal(key, { name: 'Ngozi Bello' })).iv).not.toEqual(sealed.iv);
  });

  it('keeps the queue and the list across a reopen, and nothing of them in the clear', async () => {
    const { backend, stores } = mapBackend();
    const key = await makeDeviceKey();
    const first = createDeskStore(backend, key);
    await first.saveScans([scan]);
    await first.saveList(list);
    const raw = JSON.stringify([...stores.scans.values(), ...stores.list.values()], (_, v: unknown) =>
      v instanceof ArrayBuffer ? new TextDecoder().decode(v) : v,
    );
    expect(raw).not.toContain('Ngozi');
    expect(raw).not.toContain('AIB26');

    const reopened = createDeskStore(backend, key);
    expect(await reopened.loadScans()).toEqual([scan]);
    expect(await reopened.loadList()).toEqual(list);
    await reopened.saveScans([{ ...scan, state: 'synced', outcome: 'already' }]);
    expect((await createDeskStore(backend, key).loadScans()).map((s) => s.state)).toEqual(['synced']);
  });

  it('reads nothing under another key, and forgets everything on clear', async () => {
    const { backend } = mapBackend();
    const store = createDeskStore(backend, await makeDeviceKey());
    await store.saveScans([scan]);
    expect(await createDeskStore(backend, await makeDeviceKey()).loadScans()).toEqual([]);
    await store.clear();
    expect(await store.loadScans()).toEqual([]);
    expect(await store.loadList()).toBeNull();
  });

  it('says when it keeps things in memory only', async () => {
    const memory = memoryDeskStore();
    expect(memory.persistent).toBe(false);
    await memory.saveScans([scan]);
    expect(await memory.loadScans()).toEqual([scan]);
  });
});
