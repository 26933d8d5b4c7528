import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { buildUser, grantRole } from './builders.ts';
import type { TestService } from './service.ts';

/**
 * Debian's Chromium (`.ci/run` installs the package when missing), headless, driven by
 * playwright-core. Host names ending in `.test` resolve to 127.0.0.1, so a test can serve pages
 * from origins other than the service's own without leaving this machine.
 */
const EXECUTABLE = ['/usr/lib/chromium/chromium', '/usr/bin/chromium'].find((p) => existsSync(p)) ?? '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage', '--host-resolver-rules=MAP *.test 127.0.0.1'];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: EXECUTABLE, args: ARGS, headless: true });
}

/** A person with a login and a role in a space. */
export async function person(svc: TestService, email: string, space: string, role: 'owner' | 'editor' = 'owner', password = 'a good password'): Promise<{ email: string; password: string }> {
  await buildUser(svc.database, email, password);
  await grantRole(svc.database, email, space, role);
  return { email, password };
}

/** Signs in through the real form and lands on `next` in the dashboard. */
export async function signIn(context: BrowserContext, svc: TestService, who: { email: string; password: string }, next = '/'): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await page.goto(svc.url + next);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await Promise.all([page.waitForURL((u) => !u.pathname.startsWith('/login'), { waitUntil: 'commit' }), page.getByRole('button', { name: /sign in/i }).click()]);
  return page;
}
