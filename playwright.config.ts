import { defineConfig, devices } from '@playwright/test';

// E2E_PORT lets two runs share a machine.
const PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://localhost:${PORT}`;

/** The built app on a fresh in-memory database with demo data, driven by the system Chromium. */
export default defineConfig({
  testDir: 'e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // One worker per core: each test that changes state does it to people and mates of its own.
  workers: '100%',
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: E2E_BASE_URL,
    locale: 'es-AR',
    timezoneId: 'Europe/Madrid',
    trace: 'retain-on-failure',
    // No test sees a cache the service worker kept from another; e2e/pwa.spec.ts lets it run.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } },
  ],
  webServer: {
    command: 'node dist/node/server/main.js',
    url: `${E2E_BASE_URL}/api/session`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'test',
      PORT: String(PORT),
      BASE_URL: E2E_BASE_URL,
      DATA_DIR: 'memory://',
      STORAGE_DIR: 'test-results/storage',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_MAX: '1000',
      CONTACT_RATE_LIMIT_MAX: '1000',
      // Map tiles are answered by the tests themselves: the machine has no internet.
      TILE_URL: 'https://tiles.example.test/{z}/{x}/{y}.png',
    },
  },
});
