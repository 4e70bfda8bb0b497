import { defineConfig } from 'vitest/config';

// Journeys run one file at a time: the machine has 2 cores and each file drives a real Chromium
// against a real server.
export default defineConfig({
  test: {
    include: ['src/**/*.spec.ts'],
    globalSetup: ['src/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
