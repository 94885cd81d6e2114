import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT || 3100);
const stubPort = port + 1;
const degradedPort = port + 2;
/** The SMTP stand-in the e2e mall mails through (scripts/e2e-server.mjs); port + 3 is the Solana stand-in's. */
const smtpPort = port + 4;
/** The outside services' stand-in (tests/e2e/support/stub-services.mjs): GET /mail reads what the mall mailed. */
export const stubURL = `http://127.0.0.1:${stubPort}`;
export const baseURL = `http://127.0.0.1:${port}`;
/** A second server on the same build whose database cannot be reached (fallback data, 503 writes). */
export const degradedURL = `http://127.0.0.1:${degradedPort}`;
/** The e2e mall's Solana network stand-in (scripts/e2e-server.mjs): tests fund and pay through it. */
export const solanaRpcURL = `http://127.0.0.1:${process.env.SOLANA_RPC_PORT || port + 3}`;
export const E2E_SELLER_WALLET = 'Crbv7YbJJwNCeC1V1ckpZ7V9haXAd8cq1niAw7DJZxSR';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['line']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: [
    {
      command: 'node scripts/e2e-server.mjs',
      url: `${baseURL}/api/health`,
      timeout: 900_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        STUB_PORT: String(stubPort),
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        OPERATOR_EMAIL: 'operator@retailverse.test',
        E2E_DATA_DIR: path.join(os.tmpdir(), `retailverse-e2e-${port}`),
      },
    },
    {
      command: 'node scripts/e2e-server.mjs',
      url: `${degradedURL}/api/status.json`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT: String(degradedPort),
        E2E_DEGRADED: '1',
        E2E_DATA_DIR: path.join(os.tmpdir(), `retailverse-e2e-${degradedPort}`),
      },
    },
  ],
});
