import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The demo admin's first sign-in (forced password change) is a journey of auth.spec.ts; every
 * other journey that reads codes from the outbox signs in as that admin and would change the
 * password first. So auth.spec.ts runs first, the rest in vitest's usual order. */
class AuthJourneysFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const isAuth = (f: TestSpecification) => f.moduleId.endsWith('/auth.spec.ts');
    return [...sorted.filter(isAuth), ...sorted.filter((f) => !isAuth(f))];
  }
}

// Journeys run one file at a time: the machine has 2 cores and each file drives a real Chromium
// against a real server.
export default defineConfig({
  test: {
    include: ['src/**/*.spec.ts'],
    globalSetup: ['src/global-setup.ts'],
    fileParallelism: false,
    sequence: { sequencer: AuthJourneysFirst },
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
