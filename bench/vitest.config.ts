import { defineConfig } from 'vitest/config';

// The benchmark's own unit tests (statistics, budgets, bundle parsing): `npx vitest run -c bench/vitest.config.ts`.
// The root vite.config.ts's test.include does not list bench/, and that file belongs to the app build.
export default defineConfig({
  test: { root: '.', include: ['bench/**/*.test.ts'], environment: 'node' },
});
