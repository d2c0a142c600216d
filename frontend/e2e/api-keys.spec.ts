import { randomUUID } from 'node:crypto';
import { givenVerifiedUser, signInAs } from './support/accounts';
import { expect, test } from './support/fixtures';

test.describe('API keys and the developer reference', () => {
  test.skip(({ isMobile }) => isMobile, 'registrations are rate limited per IP');

  test('a key is created on the profile, shown once and copied, works against /api/v1, and stops working when revoked', async ({ page, context, request, baseURL, shoot }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    const account = await givenVerifiedUser(request, 'apikeys');
    await signInAs(page, account, '/profile');

    const card = page.getByRole('region', { name: 'API keys' });
    await expect(card.getByText('You have no API keys.')).toBeVisible();
    await card.getByLabel('Key name').fill('Month-end import');
    await card.getByRole('button', { name: 'Create key' }).click();
    const shown = card.getByLabel('New API key');
    await expect(shown).toHaveText(/^bxl_/);
    const key = (await shown.textContent()) ?? '';
    await card.getByRole('button', { name: 'Copy' }).click();
    await expect(card.getByText('API key copied!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    const row = card.getByRole('table', { name: 'Your API keys' }).getByRole('row', { name: /Month-end import/ });
    await expect(row).toContainText(`…${key.slice(-4)}`);
    await expect(row).toContainText('Never');
    await shoot('profile-api-keys');

    // The key itself is never listed again: after a reload only its last four characters are.
    await page.reload();
    await expect(card.getByRole('row', { name: /Month-end import/ })).toBeVisible();
    await expect(page.getByText(key)).toHaveCount(0);

    const asKey = { headers: { authorization: `Bearer ${key}` } };
    expect((await request.get(`/api/v1/conversions/${randomUUID()}`, asKey)).status()).toBe(404);

    // A webhook registered with the key shows on the profile (embedded mode: loopback is allowed; nothing is sent to it).
    const hooks = page.getByRole('region', { name: 'Webhooks' });
    await expect(hooks.getByText('You have no webhooks.')).toBeVisible();
    const registered = await request.post('/api/v1/webhooks', { ...asKey, data: { url: 'http://127.0.0.1:9/bankxl-hook', events: ['conversion.completed'] } });
    expect(registered.status()).toBe(201);
    await hooks.getByRole('button', { name: 'Refresh' }).click();
    await expect(hooks.getByText('http://127.0.0.1:9/bankxl-hook')).toBeVisible();
    await expect(hooks.getByText('No deliveries yet.')).toBeVisible();
    await card.getByRole('button', { name: 'Revoke Month-end import' }).click();
    await expect(card.getByText('You have no API keys.')).toBeVisible();
    expect((await request.get(`/api/v1/conversions/${randomUUID()}`, asKey)).status()).toBe(401);
  });

  test('/developers renders the OpenAPI document: endpoints, parameters and schemas', async ({ page, shoot }) => {
    await page.goto('/developers');
    await expect(page.getByRole('heading', { name: 'Developers', level: 1 })).toBeVisible();
    const post = page.getByRole('region', { name: 'POST /api/v1/conversions' });
    await expect(post).toContainText('Idempotency-Key');
    await expect(post).toContainText('202');
    await expect(page.getByRole('region', { name: 'GET /api/v1/conversions/{id}', exact: true })).toContainText('Conversion');
    await expect(page.getByRole('region', { name: 'Schema Conversion', exact: true })).toContainText('downloads');
    await expect(page.getByText('X-Bankxl-Signature', { exact: false }).first()).toBeVisible();
    await shoot('developers');
  });
});
