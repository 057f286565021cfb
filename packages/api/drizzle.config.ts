import { defineConfig } from 'drizzle-kit';

// `pnpm --filter @upclub/api run db:generate` writes a new SQL migration into ./drizzle after
// src/db/schema/ changes. The app applies them on every start (src/db/open.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
  casing: 'snake_case',
});
