import { defineConfig } from 'vitest/config';

// The group-buy test watches a group reach its deadline: the e2e host keeps groups open this long (set here, in the
// main process, so the host the global setup starts and the test workers both see it).
process.env.GROUP_BUY_WINDOW_SECONDS ??= '75';
// A phone gets one SMS code per this many seconds on the e2e host (60 in the product): tests that log a phone in
// again wait this out (tests/e2e/support/accounts.ts `resendAllowed`), not a minute each.
process.env.SMS_RESEND_SECONDS ??= '3';
// Test files run this many at a time, each worker against its own host (support/global-setup.ts). Most of a browser
// test is waiting for the page: with two at once the suite's test time ran 1.7 times its wall time on two cores.
process.env.E2E_HOSTS ??= '2';

/** End-to-end tests: the built app and the real server, driven in the system Chromium. */
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    maxWorkers: Number(process.env.E2E_HOSTS),
    // A whole flow (a shop owner's theme, box, offline edit, sale and new version) takes 95–115 s alone on two cores and
    // more with two files at once: a flow that is merely slow must not fail the run (CI failed at 120 s so).
    testTimeout: 240_000,
    hookTimeout: 120_000,
    // A screen on a loaded CI machine can take over a second to show what a test waits for (the default poll gives up
    // after 1 s: the brand hall failed so in CI); a poll that succeeds returns as soon as it does.
    expect: { poll: { timeout: 10_000 } },
  },
});
