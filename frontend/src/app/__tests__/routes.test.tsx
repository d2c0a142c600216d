import { afterEach, describe, expect, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import { useFakeClock, useRealClock } from '../../testing/fake-clock';
import { renderApp } from '../../testing/render';

const paths = [
  '/', '/register', '/login', '/pricing', '/credits', '/documents', '/profile', '/verify-email', '/terms', '/about',
  '/privacy', '/forgot-password', '/reset-password', '/google-auth', '/faq', '/blog', '/accuracy',
];

describe('app shell', () => {
  test.each(paths)('when %s is opened, then the layout and a page heading render', async (path) => {
    renderApp(path);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent(`© ${new Date().getFullYear()} bankxl.`);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  describe('the footer', () => {
    afterEach(() => useRealClock());

    test.each([
      ['2026-12-15T12:00:00', '© 2026'],
      ['2031-01-01T00:00:01', '© 2031'],
    ])('when the clock says %s, then the footer says %s', (now, words) => {
      useFakeClock(new Date(now));
      renderApp('/about');
      expect(screen.getByRole('contentinfo')).toHaveTextContent(`${words} bankxl.`);
      expect(screen.getByRole('contentinfo')).not.toHaveTextContent('© 2025');
    });
  });
});
