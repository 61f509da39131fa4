import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./server/db/schema.ts', './server/db/schema-accounts.ts', './server/db/schema-forms.ts'],
  out: './server/db/migrations',
});
