import { describe, expect, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { aCreditChange, aMe } from '../../../testing/builders';
import { meReturns } from '../../../testing/handlers';
import { renderApp } from '../../../testing/render';
import { server } from '../../../testing/server';

function historyAnswers(respond: () => Response, seen: URLSearchParams[] = []) {
  server.use(
    http.get('/api/credits-history', ({ request }) => {
      seen.push(new URL(request.url).searchParams);
      return respond();
    }),
  );
  return seen;
}

describe('credits history', () => {
  test('when signed in, then the balance and the signed changes show', async () => {
    server.use(meReturns(aMe({ credits: 402 })));
    historyAnswers(() =>
      HttpResponse.json([aCreditChange(400, 'Purchase: Small Business'), aCreditChange(-1, 'Conversion: march.pdf (1 page)'), aCreditChange(3, 'Welcome credits')]),
    );
    renderApp('/credits', { token: 't' });

    expect(await screen.findByText('402')).toBeInTheDocument();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1].textContent)).toEqual(['+400', '\u22121', '+3']);
    expect(within(rows[1]).getByText('Conversion: march.pdf (1 page)')).toBeInTheDocument();
  });

  test('when there are no changes, then "No credit changes found" shows', async () => {
    server.use(meReturns(aMe()));
    historyAnswers(() => HttpResponse.json([]));
    renderApp('/credits', { token: 't' });
    expect(await screen.findByText('No credit changes found')).toBeInTheDocument();
  });

  test('when the request fails, then "Failed to fetch credits history" shows', async () => {
    server.use(meReturns(aMe()));
    historyAnswers(() => new HttpResponse(null, { status: 500 }));
    renderApp('/credits', { token: 't' });
    expect(await screen.findByText('Failed to fetch credits history')).toBeInTheDocument();
  });

  test('when a filter is picked, then it is sent', async () => {
    server.use(meReturns(aMe()));
    const seen = historyAnswers(() => HttpResponse.json([]));
    const { user } = renderApp('/credits', { token: 't' });
    await screen.findByText('No credit changes found');
    await user.selectOptions(screen.getByLabelText('Period'), 'week');
    await waitFor(() => expect(Object.fromEntries(seen.at(-1)!)).toEqual({ filter: 'week' }));
  });

  test('when the payment page sends the user back, then the purchase is confirmed', async () => {
    server.use(meReturns(aMe({ credits: 403 })));
    historyAnswers(() => HttpResponse.json([aCreditChange(400, 'Purchase: Small Business')]));
    renderApp('/credits?checkout=success', { token: 't' });
    expect(await screen.findByText('Thank you! Your payment was received and your credits have been added.')).toBeInTheDocument();
    expect(await screen.findByText('403')).toBeInTheDocument();
  });

  test('when signed out, then it asks to log in', async () => {
    renderApp('/credits');
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });
});
