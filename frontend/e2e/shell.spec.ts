import { expect, expectNoHorizontalScroll, test } from './support/fixtures';

// Every route of SPEC §2 with the heading that proves it rendered.
const ROUTES: { path: string; heading: RegExp; shot: string }[] = [
  { path: '/', heading: /Convert PDF bank statements to Excel/, shot: 'home' },
  { path: '/register', heading: /Create your free account/, shot: 'register' },
  { path: '/login', heading: /Log in/, shot: 'login' },
  { path: '/pricing', heading: /one credit per page/i, shot: 'pricing' },
  { path: '/credits', heading: /^Credits$/, shot: 'credits' },
  { path: '/documents', heading: /Your Recent Files/, shot: 'documents' },
  { path: '/profile', heading: /Profile/, shot: 'profile' },
  { path: '/verify-email', heading: /Email verification/, shot: 'verify-email' },
  { path: '/terms', heading: /Terms of Service/, shot: 'terms' },
  { path: '/about', heading: /About bankxl/, shot: 'about' },
  { path: '/privacy', heading: /Privacy Policy/, shot: 'privacy' },
  { path: '/forgot-password', heading: /Forgot your password/, shot: 'forgot-password' },
  { path: '/reset-password', heading: /Choose a new password/, shot: 'reset-password' },
  { path: '/faq', heading: /Frequently asked questions/, shot: 'faq' },
  { path: '/blog', heading: /^Blog$/, shot: 'blog' },
];

test.describe('every route', () => {
  for (const route of ROUTES) {
    test(`${route.path} renders without sideways scrolling`, async ({ page, shoot }) => {
      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
      await expectNoHorizontalScroll(page);
      await shoot(route.shot);
    });
  }

  test('/google-auth without a token goes to /login', async ({ page }) => {
    await page.goto('/google-auth');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});

test('the mobile menu opens and navigates', async ({ page, shoot }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the menu button only shows on narrow screens');
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Menu' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await shoot('menu-open', { fullPage: false });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('the converter refuses a file that is not a PDF', async ({ page, shoot }) => {
  await page.goto('/');
  await page.getByLabel('PDF bank statement').setInputFiles({ name: 'scan.png', mimeType: 'image/png', buffer: Buffer.from('not a pdf') });
  await expect(page.getByText('Please upload a PDF file only. Images and other file types are not supported.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Convert to Excel' })).toBeDisabled();
  await shoot('home-not-a-pdf');
});

test('the FAQ has 10 entries', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.locator('details.faq')).toHaveCount(10);
});

test('the terms have 23 numbered sections', async ({ page }) => {
  await page.goto('/terms');
  await expect(page.locator('.legal-section h2')).toHaveCount(23);
  await expect(page.locator('.legal-section h2').last()).toHaveText('23. Acknowledgement');
});

test('a blog post opens in a dialog and its link can be copied', async ({ page, context, baseURL, shoot }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.goto('/blog');
  await expect(page.getByRole('list', { name: 'Posts' }).getByRole('article')).toHaveCount(17);
  await page.getByRole('button', { name: /^Read:/ }).nth(1).click();
  await expect(page).toHaveURL(/\/blog\?post=1$/);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await shoot('blog-post', { fullPage: false });

  await dialog.getByRole('button', { name: 'Copy Link' }).click();
  await expect(page.getByText('Link copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/blog?post=1`);
  await expect(page.getByText('Link copied to clipboard!')).toBeHidden({ timeout: 4000 });

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/blog$/);
});

test('the contact dialog traps focus and Escape returns it to the opener', async ({ page, shoot }) => {
  await page.goto('/');
  const opener = page.getByRole('button', { name: 'Contact Support' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Contact support' });
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await shoot('contact-dialog', { fullPage: false });
  for (let i = 0; i < 8; i += 1) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});
