import { describe, expect, test } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderApp } from '../../testing/render';

const paths = [
  '/', '/register', '/login', '/pricing', '/credits', '/documents', '/profile', '/verify-email', '/terms', '/about',
  '/privacy', '/forgot-password', '/reset-password', '/google-auth', '/faq', '/blog', '/accuracy',
];

describe('app shell', () => {
  test.each(paths)('when %s is opened, then the layout and a page heading render', async (path) => {
    renderApp(path);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2025');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});
