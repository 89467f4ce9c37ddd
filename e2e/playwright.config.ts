import { defineConfig } from '@playwright/test';
import { E2E_BASE_URL, E2E_PORT } from './support/stack-config';

/** The N-1 runs (scripts/e2e-previous.mjs) report beside the main run, not over it. */
function reportName() {
  if (process.env.E2E_SHELL_ROOT) return 'e2e-n-1-shell';
  return process.env.E2E_PREVIOUS_RELEASES ? 'e2e-n-1' : 'e2e';
}

/** Journeys across the remotes against the production build behind nginx, with the API on PostgreSQL. */
export default defineConfig({
  testDir: './tests',
  // One folder per port, so runs on different ports do not clobber each other's traces.
  outputDir: `./test-results/port-${E2E_PORT}`,
  // Journeys redeploy remotes on the nginx their stack starts: tests run one at a time per stack, and
  // scripts/e2e-stacks.mjs runs stacks side by side.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  // scripts/e2e-stacks.mjs names each stack's report (E2E_REPORT) and merges them.
  reporter: [['list'], ['json', { outputFile: `../.tmp/results/${process.env.E2E_REPORT ?? reportName()}.json` }]],
  globalSetup: './support/global-setup.ts',
  use: {
    baseURL: E2E_BASE_URL,
    browserName: 'chromium',
    // A failed test keeps its trace's DOM snapshots, not the screencast: recording frames of every test cost a quarter
    // of the e2e stage's CPU (browse-list + shell-auth: 82 → 62 CPU seconds, wall 152 → 129 s, same run).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: false },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
});
