import { defineConfig } from 'drizzle-kit';

// Used only to generate SQL migrations; they are applied from code at start-up (STACK.md gotcha 4).
export default defineConfig({
  dialect: 'postgresql',
  schema: './api/src/db/schema.ts',
  out: './api/src/db/migrations',
});
