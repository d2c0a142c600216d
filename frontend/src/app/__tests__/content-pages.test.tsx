import { describe, expect, test } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../testing/render';

describe('content pages', () => {
  test('then the FAQ has 10 entries and says support answers within 24 hours', async () => {
    renderApp('/faq');
    const list = await screen.findByTestId('faq-list');
    expect(list.querySelectorAll('details')).toHaveLength(10);
    expect(list).toHaveTextContent('responds within 24 hours');
    expect(list).toHaveTextContent('kept for 24 hours');
  });

  test('then the terms have 23 numbered sections, last updated 2025-06-17, under Hong Kong SAR law', async () => {
    renderApp('/terms');
    expect(await screen.findByText('2025-06-17')).toBeInTheDocument();
    const sections = document.querySelectorAll('.legal-section h2');
    expect(sections).toHaveLength(23);
    expect(sections[0]).toHaveTextContent('1. Introduction');
    expect(sections[22]).toHaveTextContent('23. Acknowledgement');
    expect(screen.getByRole('heading', { name: '19. Governing law' }).parentElement).toHaveTextContent('Hong Kong');
    expect(screen.getByRole('heading', { name: '9. No use by minors' }).parentElement).toHaveTextContent('at least 18');
  });

  test('then the privacy policy covers every required topic', async () => {
    renderApp('/privacy');
    await screen.findByRole('heading', { name: 'Privacy Policy', level: 1 });
    const titles = Array.from(document.querySelectorAll('.legal-section h2'), (h) => h.textContent ?? '');
    for (const topic of ['Consent', 'Information we collect', 'How we use', 'Log files', 'Advertising partners', 'Third-party', 'CCPA', 'GDPR', "Children's"]) {
      expect(titles.some((title) => title.includes(topic))).toBe(true);
    }
    expect(screen.getByRole('heading', { name: /GDPR/ }).parentElement).toHaveTextContent('within one month');
    expect(screen.getByRole('heading', { name: /Children/ }).parentElement).toHaveTextContent('under the age of 13');
  });

  test('then the about page tells the story and the mission', async () => {
    renderApp('/about');
    expect(await screen.findByRole('heading', { name: 'Our story' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Our mission' })).toBeInTheDocument();
  });

  test('then the footer links to About, Terms, Privacy, FAQ and Blog', () => {
    renderApp('/');
    const footer = within(screen.getByRole('contentinfo'));
    for (const name of ['About', 'Terms', 'Privacy', 'FAQ', 'Blog']) {
      expect(footer.getByRole('link', { name })).toHaveAttribute('href', `/${name.toLowerCase()}`);
    }
  });

  test('then the 90 px banner shows on /, /documents and /blog only', async () => {
    const { unmount } = renderApp('/faq');
    await screen.findByTestId('faq-list');
    expect(screen.queryByTestId('ad-104')).not.toBeInTheDocument();
    unmount();
    renderApp('/blog');
    expect(await screen.findByTestId('ad-104')).toBeInTheDocument();
  });
});
