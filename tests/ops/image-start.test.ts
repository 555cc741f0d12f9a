import { spawnSync } from 'node:child_process';
import { chmod, chown, cp, mkdir, mkdtemp, readdir, rm, stat, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndLogin, tinyPng } from '../../api/src/test/factories.js';
import { HttpClient } from '../../api/src/test/test-app.js';
import { createPostgresDatabase } from '../../api/src/test/test-database.js';
import { ROOT, notJsonLines, spawnApp, type AppChild } from './app-child.js';
import { runtimeFiles } from './runtime-files.js';

/*
 * The image's file set, started as the image starts it: exactly the paths of scripts/runtime-files.json
 * (what the Dockerfile copies) in an empty folder, `node api/dist/main.js` in production mode, run by
 * a user who owns nothing there (as the image's `node` user owns nothing under /app) and whose data
 * folder does not exist yet. It must answer readiness, serve a page, the places lists and an upload.
 * On the embedded database, and on PostgreSQL when TEST_DATABASE_URL is set.
 *
 * node_modules is linked rather than copied (the image's is the same tree pruned of devDependencies).
 * The build is made first when stale (scripts/lib.mjs buildIfStale, as `npm start` and the browser
 * journeys do).
 */

/** The unprivileged user the image runs as (`node` there; `nobody` here), when this process may switch. */
const user = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : undefined;

let folder: string;

beforeAll(async () => {
  const { buildIfStale } = (await import(path.join(ROOT, 'scripts/lib.mjs'))) as {
    buildIfStale(options?: { log?: (line: string) => void }): Promise<void>;
  };
  await buildIfStale({ log: () => {} });
  folder = await mkdtemp(path.join(tmpdir(), 'aibex-image-'));
  // Readable by everyone, writable by root alone: /app in the image.
  await chmod(folder, 0o755);
  const app = path.join(folder, 'app');
  for (const entry of runtimeFiles.shipped) {
    const target = path.join(app, entry.path);
    await mkdir(path.dirname(target), { recursive: true });
    if (entry.path === 'node_modules') await symlink(path.join(ROOT, 'node_modules'), target);
    else await cp(path.join(ROOT, entry.path), target, { recursive: true });
  }
}, 600_000);

afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true });
});

const databases = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])] as const;

describe.each(databases)('the image file set on %s', (database) => {
  let app: AppChild;
  let home: string;
  let dropDatabase: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    // The user's own folder, and in it a data folder the app must create.
    home = path.join(folder, `home-${database}`);
    await mkdir(home, { mode: 0o700 });
    if (user) await chown(home, user.uid, user.gid);
    let databaseUrl = '';
    if (database === 'postgres') {
      const created = await createPostgresDatabase(process.env.TEST_DATABASE_URL!, 'aibex_image');
      databaseUrl = created.url;
      dropDatabase = created.drop;
    }
    app = await spawnApp({
      from: { folder: path.join(folder, 'app') },
      env: {
        NODE_ENV: 'production',
        HOME: home,
        DATA_DIR: path.join(home, 'data'),
        DATABASE_URL: databaseUrl,
        LOG_LEVEL: 'info',
      },
      ...(user ? { user } : {}),
    });
    await app.waitForStatus('/health/ready', 200, 120_000);
  }, 180_000);

  afterAll(async () => {
    await app?.stop();
    await dropDatabase?.();
  });

  it('is live and ready, with each dependency reported', async () => {
    expect((await fetch(app.url + '/health/live')).status).toBe(200);
    const ready = await fetch(app.url + '/health/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ok', database: 'ok', queue: 'ok', storage: 'ok' });
    expect((await fetch(app.url + '/health')).status).toBe(200);
  });

  it('serves a page of the web app, server-rendered', async () => {
    const res = await fetch(app.url + '/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const html = await res.text();
    // Rendered on the server (web/dist-server), its code from the web build (web/dist/assets).
    expect(html).toMatch(/<main id="main"[^>]*>.*<h1/s);
    const script = /data-code="(\/assets\/[\w.-]+\.js)/.exec(html)?.[1];
    expect(script).toBeDefined();
    const code = await fetch(app.url + script!);
    expect(code.status).toBe(200);
    expect(code.headers.get('content-type')).toMatch(/javascript/);
    expect((await fetch(app.url + '/tools')).status).toBe(200);
  });

  it('serves the places lists the address pickers load', async () => {
    const countries = await fetch(app.url + '/places/countries.json');
    expect(countries.status).toBe(200);
    const list = (await countries.json()) as { id: string; name: string }[];
    expect(list.find((c) => c.name === 'Nigeria')).toBeTruthy();
    const states = await fetch(app.url + `/places/${list.find((c) => c.name === 'Nigeria')!.id}/states.json`);
    expect(states.status).toBe(200);
  });

  it("serves the unsubscribe page's stylesheet", async () => {
    const res = await fetch(app.url + '/unsubscribe.css');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/css/);
  });

  it('keeps an upload in the data folder it created, owned by the user it runs as', async () => {
    const client = new HttpClient(app.url);
    const { user: account } = await signUpAndLogin(client);
    const updated = await client.form(
      'PUT',
      `/api/update-account/${account.id}`,
      {},
      { image: { data: tinyPng(), name: 'me.png', type: 'image/png' } },
    );
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    const image = (updated.body as { user: { image: string } }).user.image;
    const served = await fetch(app.url + image);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    const uploads = path.join(home, 'data', 'uploads');
    expect(await readdir(uploads)).toContain(image.slice('/uploads/'.length));
    if (user) expect((await stat(uploads)).uid).toBe(user.uid);
  });

  it('writes its log as JSON lines, the start banner included', () => {
    expect(notJsonLines(app.stdout)).toEqual([]);
    expect(app.stdout.some((line) => /running at http/.test(line))).toBe(true);
    expect(app.stderr.filter((line) => line.trim())).toEqual([]);
  });
});

describe('the test itself', () => {
  it('runs the app as a user without write access to its folder, as the image does', () => {
    if (!user) return;
    const probe = spawnSync('touch', [path.join(folder, 'app', 'written-by-the-app')], {
      uid: user.uid,
      gid: user.gid,
    });
    expect(probe.status).not.toBe(0);
  });
});
