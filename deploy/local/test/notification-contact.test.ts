import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { startTestSystem, type TestSystem } from './system.js';

let system: TestSystem;
const SUPPORT = 'support@bankxl.test';
beforeAll(async () => {
  system = await startTestSystem({ SUPPORT_EMAIL: SUPPORT });
}, 120_000);
afterAll(async () => {
  await system?.stop();
}, 60_000);

const contact = (body: unknown) =>
  system.api('/api/contact', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(async (r) => ({ status: r.status, body: await r.json() }));

describe('contact form through the gateway', () => {
  test('when a visitor sends the contact form, then support gets the message with reply-to set to the visitor', async () => {
    const email = `visitor-${randomUUID().slice(0, 8)}@example.test`;
    const res = await contact({ name: 'Grace Hopper', email, message: 'Can you read my bank?' });
    expect(res).toEqual({ status: 200, body: { message: 'Message sent successfully! We will get back to you shortly.' } });
    const mail = await system.waitForMail(SUPPORT, /Contact form: Grace Hopper/);
    expect(mail.replyTo).toBe(email);
    expect(mail.text).toContain('Can you read my bank?');
  });

  test('when a field is missing, then the gateway passes back a 400 with a readable message', async () => {
    const res = await contact({ name: 'Grace', email: 'grace@example.test' });
    expect(res).toMatchObject({ status: 400, body: { message: 'Message is required.' } });
  });
});
