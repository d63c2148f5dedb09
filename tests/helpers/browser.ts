// Debian's Chromium driven by playwright-core, with a new empty profile and nothing that phones home.
// Missing Chromium is a failure with a clear message, never a skip (CI installs it via .ci/run).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface BrowserHandle {
  context: BrowserContext;
  close(): Promise<void>;
}

export async function launchBrowser(opts: { viewport?: { width: number; height: number } } = {}): Promise<BrowserHandle> {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}: install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH. Browser tests never skip.`,
    );
  }
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'switchboard-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    viewport: opts.viewport ?? { width: 1280, height: 900 },
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-quic',
      '--disable-sync',
      // Only loopback pages: any other name fails to resolve inside the browser.
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
    ],
  });
  return {
    context,
    async close() {
      await context.close();
      fs.rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

export function artifactsDir(): string {
  const dir = path.resolve('tests', 'artifacts');
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}
