import { defineConfig } from '@playwright/test';

// Chromium from Debian's packages; the server is started by global-setup on a free port
// with a fresh data directory.
export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  workers: 2,
  // Two workers drive one server on PGlite (one transaction at a time) on two cores; a step that
  // loses a race with the other worker's load is run once more, and the report names the test
  // as flaky, so it stays visible without failing the run.
  retries: 1,
  // A walk takes a few seconds here and up to three times as long on a busy shared machine; the
  // limit is for a walk that hangs, not a measure of speed.
  timeout: 90_000,
  // an answer that waits behind the other worker's requests on PGlite can take a few seconds
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
