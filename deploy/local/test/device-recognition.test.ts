// Issue 27 item 4 through the gateway with every service: a sign-up that sends no device fingerprint gets no
// free credits (leaving the header out must not make a device look new), is told that plainly instead of
// "multiple accounts", and gets the credits at its first login from a device no other account has used.
import { randomUUID } from 'node:crypto';
import { describe, expect, jest, test } from '@jest/globals';
import { creditsShouldBe, systemForFile } from './system.js';

jest.setTimeout(90_000);

const PASSWORD = 'correct horse';
const WITHOUT_DEVICE =
  'Registration successful! Please check your email to verify your address. This device could not be recognised, so no free credits were awarded yet: log in from your web browser and they will be added, if no other account has had them on that device.';

const { system, call } = systemForFile({ TRUST_PROXY: 'loopback', REGISTER_RATE_LIMIT_PER_HOUR: '1000' });

/** Register (with or without a device) and verify through the mailed link; returns the address. */
async function registered(prefix: string, fingerprint?: string): Promise<{ email: string; answer: { message: string; deviceWarning: boolean } }> {
  const email = `${prefix}-${randomUUID().slice(0, 8)}@example.test`;
  const res = await call('POST', '/api/register', { body: { email, password: PASSWORD }, fingerprint });
  expect(res.status).toBe(201);
  const mail = await system().waitForMail(email, /Verify your email/);
  const link = (mail.text.match(/https?:\/\/\S+/g) ?? []).map((l) => new URL(l)).find((u) => u.pathname === '/verify-email');
  expect((await call('GET', `/api/verify-email?token=${link?.searchParams.get('token')}`)).status).toBe(200);
  return { email, answer: res.body as { message: string; deviceWarning: boolean } };
}

async function login(email: string, fingerprint?: string): Promise<string> {
  const res = await call('POST', '/api/login', { body: { email, password: PASSWORD }, fingerprint });
  expect(res.status).toBe(200);
  return res.body.token as string;
}

describe('a sign-up without a device', () => {
  test('when the first account of a person signs up without a fingerprint, then it is told the device was not recognised, and its first login from a new device brings the 3 free credits, once', async () => {
    const { email, answer } = await registered('no-device');
    expect(answer).toEqual({ message: WITHOUT_DEVICE, deviceWarning: true });
    const scripted = await login(email);
    await creditsShouldBe(call, scripted, 0);
    expect((await call('GET', '/api/me', { token: scripted })).body.deviceWarning).toBe(true);

    const browser = await login(email, `laptop-${randomUUID()}`);
    await creditsShouldBe(call, browser, 3);
    expect((await call('GET', '/api/me', { token: browser })).body.deviceWarning).toBe(false);
    // Another new device later grants nothing more.
    const phone = await login(email, `phone-${randomUUID()}`);
    await new Promise((r) => setTimeout(r, 1000));
    await creditsShouldBe(call, phone, 3);
  });

  test('when the device it first logs in from already belongs to another account, then it stays without the credits and keeps the warning', async () => {
    const device = `family-laptop-${randomUUID()}`;
    const first = await registered('first', device);
    expect(first.answer.deviceWarning).toBe(false);
    await creditsShouldBe(call, await login(first.email, device), 3);

    const { email, answer } = await registered('second-no-device');
    expect(answer.message).toBe(WITHOUT_DEVICE);
    const token = await login(email, device);
    await new Promise((r) => setTimeout(r, 1000));
    await creditsShouldBe(call, token, 0);
    expect((await call('GET', '/api/me', { token })).body.deviceWarning).toBe(true);
    // Nor does a fresh device afterwards: this account has used a shared one.
    await creditsShouldBe(call, await login(email, `other-${randomUUID()}`), 0);
  });

  test('when a second account signs up from a device another account used, then the answer is still "Multiple accounts detected"', async () => {
    const device = `shared-${randomUUID()}`;
    await registered('owner', device);
    const { answer } = await registered('sibling', device);
    expect(answer).toEqual({ message: 'Multiple accounts detected from this device. No free credits awarded.', deviceWarning: true });
  });
});
