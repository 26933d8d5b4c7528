import { chromium, type Browser } from 'playwright-core';

/**
 * Debian's Chromium, headless, driven by playwright-core. Host names ending in `.test` resolve to
 * 127.0.0.1, so a test can serve pages from origins other than the service's own (and other than
 * loopback names) without leaving this machine.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--host-resolver-rules=MAP *.test 127.0.0.1',
    ],
  });
}
