import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);

// End-to-end tests drive Debian's Chromium against the real server on a fresh embedded database.
export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 90_000,
  expect: { timeout: 15_000 },
  workers: 1,
  // One retry: on a heavily loaded machine a click can still land in an antd open/close animation and be lost; a real break fails twice.
  retries: 1,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'zh-CN',
    viewport: { width: 1440, height: 900 },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
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
  },
  webServer: {
    command: 'npx tsx tests/e2e/startServer.ts',
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    // Test mode: SMS codes readable from a test outbox, test third-party / CAS / SSO providers.
    // The specs sign in many times from one address, some of them failing on purpose: the sign-in
    // throttle (tests/api/signInThrottle.test.ts covers it) is raised so that it never answers them.
    env: {
      PORT: String(port),
      E2E_ADMIN_PASSWORD: 'E2e@Admin2026',
      SMS_TEST_OUTBOX: '1',
      THIRD_LOGIN_TEST: '1',
      SIGN_IN_RATE_LIMIT: '1000',
      LOGIN_CAPTCHA_AFTER: '1000',
    },
  },
});
