import { defineConfig, devices } from '@playwright/test';

// E2E_PORT lets several checkouts (or engineers) run journeys at once; the sandbox takes PORT + 1.
const PORT = Number(process.env.E2E_PORT ?? 8797);
// PW_BASE_URL points the journeys at an already running `npm start` (handy while writing them).
const external = process.env.PW_BASE_URL;

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
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 45_000,
  reporter: [['list']],
  use: {
    baseURL: external ?? `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
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
    : {
        command: 'node scripts/serve-e2e.mjs',
        url: `http://127.0.0.1:${PORT}/en-us`,
        timeout: 180_000,
        reuseExistingServer: false,
        stdout: 'pipe',
      },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], ...chromium }, grepInvert: /@nojs|@mobile-only/ },
    { name: 'mobile', use: { ...devices['Pixel 7'], ...chromium }, grepInvert: /@nojs|@desktop-only/ },
    {
      name: 'no-javascript',
      use: { ...devices['Desktop Chrome'], ...chromium, javaScriptEnabled: false },
      grep: /@nojs/,
    },
  ],
});
