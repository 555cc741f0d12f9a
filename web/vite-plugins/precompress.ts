import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** What is worth compressing: text. Images (webp, png) are compressed already. */
const COMPRESSIBLE = /\.(?:js|css|svg|json|html|txt|map)$/;
/** Below this a compressed file saves less than its headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes a `.br` (Brotli at its best quality) and a `.gz` (gzip level 9) beside every text asset of the
 * browser build. The server sends these to a browser that accepts them (api/src/http/static-web.ts)
 * instead of compressing the same immutable file for every visitor at the quick settings a response
 * made on the fly can afford: the entry script is about 15% smaller in Brotli 11 than in Brotli 4,
 * and the server spends no time on it.
 */
export function precompress(): Plugin {
  let outDir = '';
  let serverBuild = false;
  return {
    name: 'aibex-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      serverBuild = Boolean(config.build.ssr);
    },
    async writeBundle() {
      if (serverBuild) return;
      const assets = path.join(outDir, 'assets');
      const names = (await readdir(assets)).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        names.map(async (name) => {
          const file = path.join(assets, name);
          const content = await readFile(file);
          if (content.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipped(content, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}
