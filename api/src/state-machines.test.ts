import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MACHINES } from './lib/state-machine.js';

/**
 * docs/ARCHITECTURE.md shows every state machine as it is: each module that calls `defineMachine` is
 * loaded, and each machine's `diagram()` must be in the document as a mermaid block, as it is now.
 */
const root = path.resolve(import.meta.dirname, '../..');
const doc = fs.readFileSync(path.join(root, 'docs/ARCHITECTURE.md'), 'utf8');

function machineModules(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return machineModules(file);
    if (!entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts') || file.endsWith('lib/state-machine.ts'))
      return [];
    return /\bdefineMachine\(/.test(fs.readFileSync(file, 'utf8')) ? [file] : [];
  });
}

describe('the state machines in docs/ARCHITECTURE.md', async () => {
  const modules = machineModules(path.join(root, 'api/src'));
  for (const module of modules) await import(module);

  it('finds the machines of every status column', () => {
    expect(MACHINES.map((m) => m.name)).toEqual(
      expect.arrayContaining(['booking', 'deposit', 'refund', 'dispute', 'payout']),
    );
  });

  it.each(MACHINES.map((m) => [m.name, m] as const))('shows the current diagram of the %s machine', (_, machine) => {
    const block = `\`\`\`mermaid\n${machine.diagram()}\n\`\`\``;
    expect(doc.includes(block), `docs/ARCHITECTURE.md should show the ${machine.name} machine as:\n${block}`).toBe(
      true,
    );
  });
});
