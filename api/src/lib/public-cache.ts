import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

/**
 * A short-lived cache of public responses (the same for every anonymous visitor), so a burst of
 * visitors costs one database round trip instead of one each.
 *
 * Correctness rests on `invalidate()`: every service that writes data a cached response shows calls
 * it after the write, and the app forwards invalidations to the other instances. The TTL bounds what
 * slips through (an instance that has not heard of a change yet). A response computed while an
 * invalidation happened is handed to its waiters but not kept: it may predate the change.
 */
export interface PublicCacheOptions {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}

interface Entry<T> {
  value: T;
  expiresAt: number;
}

export class PublicCache<T = unknown> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly pending = new Map<string, Promise<T>>();
  private readonly listeners = new Set<() => void>();
  private generationCount = 0;
  private readonly now: () => number;

  constructor(private readonly options: PublicCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  /** The fresh cached value, if any. */
  peek(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /**
   * The cached value, or the one `compute` produces; callers asking for the same key meanwhile share
   * that one computation. `compute` says whether its value may be kept (errors are not).
   */
  async get(key: string, compute: () => Promise<{ value: T; keep: boolean }>): Promise<T> {
    const cached = this.peek(key);
    if (cached !== undefined) return cached;
    const running = this.pending.get(key);
    if (running) return running;
    const generation = this.generationCount;
    const promise = compute().then(
      ({ value, keep }) => {
        if (this.pending.get(key) === promise) this.pending.delete(key);
        if (keep && generation === this.generationCount) this.store(key, value);
        return value;
      },
      (error: unknown) => {
        if (this.pending.get(key) === promise) this.pending.delete(key);
        throw error;
      },
    );
    this.pending.set(key, promise);
    return promise;
  }

  private store(key: string, value: T) {
    this.entries.delete(key);
    if (this.entries.size >= this.options.maxEntries) {
      // Maps iterate in insertion order: the first key is the oldest entry.
      this.entries.delete(this.entries.keys().next().value!);
    }
    this.entries.set(key, { value, expiresAt: this.now() + this.options.ttlMs });
  }

  /** Public data changed here: forget everything, and tell the listeners (other instances). */
  invalidate(): void {
    this.clearLocal();
    for (const listener of this.listeners) listener();
  }

  /** Public data changed on another instance: forget everything, tell nobody. */
  clearLocal(): void {
    this.generationCount += 1;
    this.entries.clear();
    this.pending.clear();
  }

  onInvalidate(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * How many times public data has changed: a cache elsewhere that keys its entries by it forgets
   * them when this one does (an entry computed under an older generation is never read again).
   */
  get generation(): number {
    return this.generationCount;
  }

  get size(): number {
    return this.entries.size;
  }
}

/** A response as sent: the bytes, their gzip form for clients that accept it, and a strong ETag. */
export interface CachedResponse {
  status: number;
  contentType: string;
  body: Buffer;
  gzip: Buffer | undefined;
  etag: string;
}

/** Bodies below this size go out as they are (what the compression middleware does too). */
const GZIP_THRESHOLD = 1024;

export function cachedResponse(status: number, text: string, contentType: string): CachedResponse {
  const body = Buffer.from(text);
  return {
    status,
    contentType,
    body,
    gzip: body.length >= GZIP_THRESHOLD ? gzipSync(body) : undefined,
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
  };
}
