import { defineConfig } from 'vitest/config';

// `isolate: false`: the files a worker runs share their modules, so the server and its page tree are compiled once per
// worker, not once per file (integration 1,472 s to 753 s on 2 cores). Each file still makes its own database and app;
// docs/decisions/0091 says why that holds.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', isolate: false } },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
