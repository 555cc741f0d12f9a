// `npm start`: builds whatever is missing or stale, then serves web + GraphQL + REST on one port.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT, buildIfStale } from './lib.mjs';

try {
  await buildIfStale();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const server = spawn(process.execPath, ['--enable-source-maps', path.join(ROOT, 'api/dist/main.js')], {
  stdio: 'inherit',
  cwd: ROOT,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
