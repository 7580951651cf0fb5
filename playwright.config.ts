import { defineConfig, devices } from '@playwright/test';
import { storefrontPort, WORKERS, workerIndex } from './tests/e2e/ports';

// PW_BASE_URL points the journeys at an already running `npm start` (handy while writing them);
// they then run in one worker. E2E_PORT moves the first worker's ports (several checkouts at once).
const external = process.env.PW_BASE_URL;
const workers = external ? 1 : WORKERS;

// Journeys run in Debian's Chromium (no browser download is possible here) against a fresh,
// seeded sandbox on its own ports.
const chromium = {
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-quic',
      '--no-first-run',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
};

export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/servers-ready.ts',
  // A file's journeys run in order in one worker; files spread over the workers, each worker on its
  // own storefront and sandbox (tests/e2e/ports.ts).
  fullyParallel: false,
  workers,
  retries: 0,
  timeout: 45_000,
  // Two workers, each with its own storefront and sandbox, share two cores: an answer that takes
  // 1 s alone can take several under that load (two journeys failed at 5 s on CI, 2026-12-06).
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: external ?? `http://localhost:${storefrontPort(workerIndex())}`,
    // A trace costs every journey its screenshots and DOM snapshots (~15 % of the run): on request
    // only (PW_TRACE=1); a failure always leaves its screenshot and the page's aria snapshot.
    trace: process.env.PW_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    // The site's pop-ups show on every shopper page and expand over it after 2 s: journeys start
    // with them dismissed; the pop-up journeys clear this cookie first.
    storageState: {
      cookies: [
        {
          name: 'dismissedPopups',
          value: 'popup-newsletter|popup-registration',
          domain: new URL(external ?? 'http://localhost').hostname,
          path: '/',
          expires: -1,
          httpOnly: true,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [],
    },
  },
  webServer: external
    ? undefined
    : Array.from({ length: workers }, (_, index) => ({
        command: 'node scripts/serve-e2e.mjs',
        env: { E2E_PORT: String(storefrontPort(index)) },
        url: `http://127.0.0.1:${storefrontPort(index)}/en-us`,
        timeout: 180_000,
        reuseExistingServer: false,
        stdout: 'pipe' as const,
      })),
  // Every journey runs on a desktop; the phone runs those tagged @mobile (the phone's layout or
  // interaction differs: menus, dialogs as panels, filters, checkout, the buy box) and @mobile-only.
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], ...chromium }, grepInvert: /@nojs|@mobile-only/ },
    { name: 'mobile', use: { ...devices['Pixel 7'], ...chromium }, grep: /@mobile/ },
    {
      name: 'no-javascript',
      use: { ...devices['Desktop Chrome'], ...chromium, javaScriptEnabled: false },
      grep: /@nojs/,
    },
  ],
});
