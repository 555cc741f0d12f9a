// `npm run dev`: the API with reload (tsx watch) and the Vite dev server with hot reload, together.
import { spawn } from 'node:child_process';
import { ROOT, bin, buildPlacesIfMissing } from './lib.mjs';

await buildPlacesIfMissing();

const children = [
  spawn(bin('tsx'), ['watch', '--tsconfig', 'api/tsconfig.json', '--clear-screen=false', 'api/src/main.ts'], {
    stdio: 'inherit',
    cwd: ROOT,
  }),
  spawn(bin('vite'), ['--config', 'web/vite.config.ts'], { stdio: 'inherit', cwd: ROOT }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
