import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';
import { linkFromMail } from './mail';

export type TestAccount = { email: string; password: string; token: string };

export const aFreshEmail = (label = 'e2e') => `${label}-${randomUUID().slice(0, 8)}@example.test`;

/** Registers, verifies (through the link in the mail) and logs in a new user through the API. */
export async function givenVerifiedUser(request: APIRequestContext, label = 'e2e'): Promise<TestAccount> {
  const email = aFreshEmail(label);
  const password = 'correct-horse-9';
  // Like the web client, with a device fingerprint: a sign-up without one gets no free credits.
  const registered = await request.post('/api/register', { data: { email, password }, headers: { 'x-device-fingerprint': `device-of-${email}` } });
  expect(registered.status(), await registered.text()).toBeLessThan(300);
  const verifyLink = await linkFromMail(email, 'verify-email');
  const verified = await request.get(`/api${verifyLink}`);
  expect(verified.status(), await verified.text()).toBeLessThan(300);
  const login = await request.post('/api/login', { data: { email, password } });
  expect(login.status(), await login.text()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  return { email, password, token };
}

/** Opens the app already signed in as `account` (the token in localStorage, as after a login). */
export async function signInAs(page: Page, account: TestAccount, path = '/'): Promise<void> {
  await page.goto('/faq');
  await page.evaluate((token) => localStorage.setItem('token', token), account.token);
  await page.goto(path);
}
