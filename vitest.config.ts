import { defineConfig } from 'vitest/config';

/**
 * One test run, four kinds of tests, told apart by file name:
 * - `*.test.ts`: unit tests and CDK assertions, no servers;
 * - `*.int.test.ts`: integration tests against DynamoDB Local, the S3 and SES stand-ins;
 * - `*.e2e.test.ts`: a real Chromium against the whole product started locally.
 */
const unitOnly = ['**/*.int.test.ts', '**/*.e2e.test.ts', '**/node_modules/**', '**/dist/**', '**/cdk.out/**'];

export default defineConfig({
  // The site's `@/…` imports: each file resolves through the nearest tsconfig.json's `paths`.
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{shared,functions,infra,site}/**/*.test.{ts,tsx}'],
          exclude: unitOnly,
          setupFiles: ['infra/local/test/unit-env.ts'],
          // Unit files share nothing and are mostly module loading: two workers even on two cores (vitest's default
          // there is one), as a group of their own, before the integration files (`npm test` runs the browser files
          // beside them in a run of their own: infra/scripts/test-run.ts).
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
          // A CDK synthesis takes 1–2 s on a quiet machine and ten times that on a busy two-core one (a test that
          // synthesizes twice took 28 s while the browser run started its product beside the unit files).
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['{shared,functions,infra,site}/**/*.int.test.ts'],
          globalSetup: ['infra/local/test/integration-setup.ts'],
          setupFiles: ['infra/local/test/integration-env.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['{site,infra}/**/*.e2e.test.ts'],
          globalSetup: ['infra/local/test/e2e-setup.ts'],
          // Each test makes the accounts it starts from and opens pages the dev server may compile
          // on first visit; on a busy two-core machine that takes well over a minute.
          testTimeout: 180_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          // What a browser test polls for is work of the product (a mail, an answer of the API shown on
          // the page), not a moment: the 1 s default is far too short for it on a busy machine.
          expect: { poll: { timeout: 30_000 } },
        },
      },
    ],
  },
});
