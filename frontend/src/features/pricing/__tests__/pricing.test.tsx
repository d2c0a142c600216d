import { describe, expect, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { aMe } from '../../../testing/builders';
import { meReturns } from '../../../testing/handlers';
import { renderApp } from '../../../testing/render';
import { server } from '../../../testing/server';

const cards = () => within(screen.getByRole('list', { name: /Packs/ })).getAllByRole('listitem');
const cardText = () => cards().map((card) => card.textContent);

describe('pricing', () => {
  test('then credit packs show by default and the toggle switches to bulk packs', async () => {
    const { user } = renderApp('/pricing');
    await screen.findByRole('button', { name: 'Credit Packs', pressed: true });
    expect(cardText()).toEqual([
      expect.stringContaining('$0.501 credit'),
      expect.stringContaining('$15400 credits'),
      expect.stringContaining('$301,000 credits'),
      expect.stringContaining('$504,000 credits'),
      expect.stringContaining('EnterpriseContact us'),
    ]);
    await user.click(screen.getByRole('button', { name: 'Bulk Packs' }));
    expect(screen.getByRole('button', { name: 'Bulk Packs', pressed: true })).toBeInTheDocument();
    expect(cardText()).toEqual([
      expect.stringContaining('$0.501 credit'),
      expect.stringContaining('$904,800 credits'),
      expect.stringContaining('$18012,000 credits'),
      expect.stringContaining('$30048,000 credits'),
      expect.stringContaining('Enterprise'),
    ]);
  });

  test('when an anonymous visitor presses Buy, then /login opens', async () => {
    const app = renderApp('/pricing');
    await app.user.click(await screen.findByRole('button', { name: 'Buy Small Business' }));
    await waitFor(() => expect(app.location()).toBe('/login'));
  });

  test('when a signed-in user confirms a purchase, then the session is created and the button says Redirecting...', async () => {
    server.use(meReturns(aMe()));
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/create-checkout-session', async ({ request }) => {
        bodies.push({ body: await request.json(), auth: request.headers.get('Authorization') });
        // A same-page hash keeps jsdom from attempting (unimplemented) cross-document navigation.
        return HttpResponse.json({ url: new URL('#sandbox-checkout', window.location.href).href });
      }),
    );
    const { user } = renderApp('/pricing', { token: 't' });
    await user.click(await screen.findByRole('button', { name: 'Buy Accountant' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm your purchase' });
    expect(dialog).toHaveAccessibleDescription(/Accountant: 1,000 credits for \$30/);

    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));
    expect(await within(dialog).findByRole('button', { name: 'Redirecting...' })).toBeDisabled();
    await waitFor(() => expect(bodies).toEqual([{ body: { planName: 'Accountant', price: '30', credits: '1000' }, auth: 'Bearer t' }]));
    await waitFor(() => expect(window.location.hash).toBe('#sandbox-checkout'));
  });

  test('when the session cannot be created, then the server message or the fallbacks show', async () => {
    server.use(meReturns(aMe()));
    server.use(http.post('/api/create-checkout-session', () => HttpResponse.json({}, { status: 500 })));
    const { user } = renderApp('/pricing', { token: 't' });
    await user.click(await screen.findByRole('button', { name: 'Buy Firm' }));
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Failed to create payment session.')).toBeInTheDocument();

    server.use(http.post('/api/create-checkout-session', () => HttpResponse.error()));
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('An error occurred.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('when Contact is pressed, then the contact dialog opens, validates and sends', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('/api/contact', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    const { user } = renderApp('/pricing');
    await user.click(await screen.findByRole('button', { name: 'Contact us about Enterprise' }));
    const dialog = screen.getByRole('dialog', { name: 'Contact support' });
    const message = within(dialog).getByLabelText('Message');
    await user.clear(message);
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription('Enter your name.');
    expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription('Enter your email address.');
    expect(message).toHaveAccessibleDescription('Enter a message.');
    expect(sent).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Name'), 'Grace');
    await user.type(within(dialog).getByLabelText('Email'), 'grace@example.test');
    await user.type(message, 'We convert 2,000 statements a month.');
    await user.click(within(dialog).getByRole('button', { name: 'Send message' }));
    expect(await within(dialog).findByText('Message sent successfully! We will get back to you shortly.')).toBeInTheDocument();
    expect(sent).toEqual([{ name: 'Grace', email: 'grace@example.test', message: 'We convert 2,000 statements a month.' }]);
  });

  test('when the contact message cannot be sent, then "Failed to send message." shows', async () => {
    server.use(http.post('/api/contact', () => HttpResponse.json({}, { status: 500 })));
    const { user } = renderApp('/pricing');
    await user.click(await screen.findByRole('button', { name: 'Contact us about Enterprise' }));
    await user.type(screen.getByLabelText('Name'), 'Grace');
    await user.type(screen.getByLabelText('Email'), 'grace@example.test');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Failed to send message.')).toBeInTheDocument();
  });
});
