import { connect } from 'node:net';
import { expect, it } from 'vitest';
import { startSmtpSink } from './smtp-sink.js';

it('takes a client that resets its connection mid-session (as a killed app does) without an uncaught error', async () => {
  const sink = await startSmtpSink();
  try {
    const { port } = new URL(sink.url);
    const socket = connect(Number(port), '127.0.0.1');
    const replies: string[] = [];
    socket.on('data', (chunk: Buffer) => replies.push(chunk.toString()));
    const reply = async (code: string) => expect.poll(() => replies.join('')).toContain(`\n${code} `);
    await expect.poll(() => replies.join('')).toMatch(/^220 /);
    socket.write('EHLO client.example\r\n');
    await reply('250');
    replies.length = 0;
    // Inside a transaction (after MAIL FROM) smtp-server reports a reset; before it, it ignores one.
    socket.write('MAIL FROM:<app@example.com>\r\n');
    await expect.poll(() => replies.join('')).toMatch(/^250 /);
    socket.resetAndDestroy();
    await expect
      .poll(() => sink.connectionErrors.map((e) => (e as NodeJS.ErrnoException).code))
      .toContain('ECONNRESET');
  } finally {
    await sink.close();
  }
});
