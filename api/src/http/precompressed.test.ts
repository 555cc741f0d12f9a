import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import compression from 'compression';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressedAssets } from './precompressed.js';

/*
 * The web build's compressed copies of its assets, sent over real HTTP through the same middleware
 * order as the app (compression, then the compressed copies, then express.static).
 */

const SCRIPT = Buffer.from(`export const words = ${JSON.stringify('lorem ipsum '.repeat(500))};\n`);
const STYLES = Buffer.from(`.card { color: #333; }\n`.repeat(200));
let dir: string;
let server: Server;
let port: number;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'aibex-assets-'));
  await writeFile(path.join(dir, 'index-1a2b.js'), SCRIPT);
  await writeFile(path.join(dir, 'index-1a2b.js.br'), brotliCompressSync(SCRIPT));
  await writeFile(path.join(dir, 'index-1a2b.js.gz'), gzipSync(SCRIPT));
  await writeFile(path.join(dir, 'page-3c4d.css'), STYLES); // built without copies
  const app = express();
  app.use(compression());
  app.use('/assets', precompressedAssets(dir));
  app.use('/assets', express.static(dir, { immutable: true, maxAge: '1y', index: false, fallthrough: false }));
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  port = (server.address() as { port: number }).port;
});
afterAll(async () => {
  server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** The raw answer: the body as sent, not decoded (fetch would decode it). */
function get(file: string, acceptEncoding?: string, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
      request({ host: '127.0.0.1', port, path: `/assets/${file}`, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      })
        .on('error', reject)
        .end();
    },
  );
}

describe('precompressed assets', () => {
  it("send Brotli's copy to a browser that takes it, with the script's own type", async () => {
    // Chrome lists gzip first, at the same weight: the smaller Brotli copy is still the one sent.
    const res = await get('index-1a2b.js', 'gzip, deflate, br, zstd');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers.vary).toContain('Accept-Encoding');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(res.body.length);
    expect(brotliDecompressSync(res.body)).toEqual(SCRIPT);
  });

  it("send gzip's copy where Brotli is not taken, and the file itself where neither is", async () => {
    for (const accept of ['gzip', 'br;q=0, gzip']) {
      const res = await get('index-1a2b.js', accept);
      expect(res.headers['content-encoding'], accept).toBe('gzip');
      expect(gunzipSync(res.body)).toEqual(SCRIPT);
    }
    for (const accept of [undefined, 'identity']) {
      const res = await get('index-1a2b.js', accept);
      expect(res.headers['content-encoding'], String(accept)).toBeUndefined();
      expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(res.body).toEqual(SCRIPT);
    }
  });

  it('answer HEAD with the copy it would send, and leave an asset without copies to the compression middleware', async () => {
    const head = await get('index-1a2b.js', 'br', 'HEAD');
    expect(head.headers['content-encoding']).toBe('br');
    expect(Number(head.headers['content-length'])).toBe(brotliCompressSync(SCRIPT).length);
    expect(head.body.length).toBe(0);
    const styles = await get('page-3c4d.css', 'gzip');
    expect(styles.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(styles.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(styles.body)).toEqual(STYLES);
  });

  it('never serves a copy for a name outside the assets, nor a copy by its own name', async () => {
    const outside = await get('..%2Findex-1a2b.js', 'br');
    expect(outside.status).toBe(403); // express.static's answer to a path that climbs out
    expect(outside.headers['content-encoding']).toBeUndefined();
    expect((await get('missing.js', 'br')).status).toBe(404);
    // Asking for the copy itself gets its bytes, not a second encoding on top.
    const copy = await get('index-1a2b.js.br', 'br');
    expect(copy.headers['content-encoding']).toBeUndefined();
  });
});
