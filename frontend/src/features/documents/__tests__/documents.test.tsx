import { describe, expect, jest, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { aDocument, aMe, aStatementWithOneWrongAmount } from '../../../testing/builders';
import { meReturns, reviewServer } from '../../../testing/handlers';
import { renderApp } from '../../../testing/render';
import { server } from '../../../testing/server';

function documentsAnswer(rows: unknown[] | (() => Response), seen: URLSearchParams[] = []) {
  server.use(
    http.get('/api/documents', ({ request }) => {
      seen.push(new URL(request.url).searchParams);
      return typeof rows === 'function' ? rows() : HttpResponse.json(rows);
    }),
  );
  return seen;
}

const signedIn = () => server.use(meReturns(aMe()));

describe('documents', () => {
  test('when there is no token, then "No token found" shows and nothing is requested', async () => {
    renderApp('/documents');
    expect(await screen.findByText('No token found')).toBeInTheDocument();
  });

  test('when the list is empty, then the empty state shows', async () => {
    signedIn();
    const seen = documentsAnswer([]);
    renderApp('/documents', { token: 't' });
    expect(await screen.findByRole('heading', { name: 'Your Recent Files' })).toBeInTheDocument();
    expect(await screen.findByText("You don't have any recent uploads")).toBeInTheDocument();
    expect(Object.fromEntries(seen[0])).toEqual({ filter: 'month' });
  });

  test('when the request fails, then "Failed to fetch documents" shows', async () => {
    signedIn();
    documentsAnswer(() => new HttpResponse(null, { status: 500 }));
    renderApp('/documents', { token: 't' });
    expect(await screen.findByText('Failed to fetch documents')).toBeInTheDocument();
  });

  test('when there are 10 files, then 8 show per page, newest first, and older than 24 h are Expired', async () => {
    signedIn();
    const rows = [
      aDocument(30, { original_filename: 'old.pdf' }),
      aDocument(2, { original_filename: 'gone.pdf', expired: true }),
      ...Array.from({ length: 8 }, (_, i) => aDocument(1 + i * 0.1, { original_filename: `fresh-${i}.pdf` })),
    ];
    documentsAnswer(rows);
    const { user } = renderApp('/documents', { token: 't' });

    const list = await screen.findByRole('list', { name: 'Files', busy: false });
    expect(within(list).getAllByRole('listitem')).toHaveLength(8);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('fresh-0.pdf');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    const items = within(screen.getByRole('list', { name: 'Files', busy: false })).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('.doc__name')?.textContent)).toEqual(['gone.pdf', 'old.pdf']);
    for (const item of items) {
      expect(within(item).getByText('Expired', { selector: '.badge' })).toBeInTheDocument();
      expect(within(item).getByRole('button', { name: /^Download / })).toBeDisabled();
    }
  });

  test('when a file is downloaded, then the blob is saved under the Content-Disposition name', async () => {
    signedIn();
    const doc = aDocument(1, { original_filename: 'march.pdf', stored_filename: 'abc 1.xlsx' });
    documentsAnswer([doc]);
    const seen: { path: string; auth: string | null }[] = [];
    server.use(
      http.get('/api/download/:name', ({ request, params }) => {
        seen.push({ path: String(params.name), auth: request.headers.get('Authorization') });
        return new HttpResponse(new Uint8Array([1, 2, 3]), {
          headers: { 'Content-Disposition': 'attachment; filename="march-2026.xlsx"' },
        });
      }),
    );
    const clicked: HTMLAnchorElement[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const { user } = renderApp('/documents', { token: 't' });
    await user.click(await screen.findByRole('button', { name: 'Download march.pdf' }));

    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0].download).toBe('march-2026.xlsx');
    expect(clicked[0].href).toMatch(/^blob:/);
    expect(seen).toEqual([{ path: 'abc 1.xlsx', auth: 'Bearer t' }]);
    click.mockRestore();
  });

  test('when a format is chosen, then downloads ask for it, and the choice is remembered for the next visit', async () => {
    signedIn();
    const doc = aDocument(1, { original_filename: 'march.pdf', stored_filename: 'abc.xlsx' });
    documentsAnswer([doc]);
    const formats: (string | null)[] = [];
    server.use(
      http.get('/api/download/:name', ({ request }) => {
        formats.push(new URL(request.url).searchParams.get('format'));
        return new HttpResponse('OFXHEADER:100', { headers: { 'Content-Disposition': 'attachment; filename="march.ofx"' } });
      }),
    );
    const clicked: HTMLAnchorElement[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const first = renderApp('/documents', { token: 't' });
    expect(await screen.findByLabelText('Download format')).toHaveValue('xlsx');
    await first.user.selectOptions(screen.getByLabelText('Download format'), 'OFX (.ofx)');
    await first.user.click(await screen.findByRole('button', { name: 'Download march.pdf' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0].download).toBe('march.ofx');
    expect(formats).toEqual(['ofx']);
    expect(localStorage.getItem('downloadFormat')).toBe('ofx');
    first.unmount();

    renderApp('/documents', { token: 't' });
    expect(await screen.findByLabelText('Download format')).toHaveValue('ofx');
    click.mockRestore();
  });

  test('when a download fails, then "Download failed: {reason}" shows', async () => {
    signedIn();
    documentsAnswer([aDocument(1, { original_filename: 'march.pdf' })]);
    server.use(http.get('/api/download/:name', () => HttpResponse.json({ message: 'File not found' }, { status: 404 })));
    const { user } = renderApp('/documents', { token: 't' });
    await user.click(await screen.findByRole('button', { name: 'Download march.pdf' }));
    expect(await screen.findByText('Download failed: File not found')).toBeInTheDocument();
  });

  test('when the token disappeared before a download, then "Authentication token not found" shows', async () => {
    signedIn();
    documentsAnswer([aDocument(1, { original_filename: 'march.pdf' })]);
    const { user } = renderApp('/documents', { token: 't' });
    const button = await screen.findByRole('button', { name: 'Download march.pdf' });
    localStorage.removeItem('token');
    await user.click(button);
    expect(await screen.findByText('Authentication token not found')).toBeInTheDocument();
  });

  test('when a custom range is chosen, then the dates are sent only when both are set and ordered', async () => {
    signedIn();
    const seen = documentsAnswer([]);
    const { user } = renderApp('/documents', { token: 't' });
    await screen.findByText("You don't have any recent uploads");

    await user.selectOptions(screen.getByLabelText('Period'), 'custom');
    await user.type(screen.getByLabelText('Start date'), '2026-03-10');
    await waitFor(() => expect(Object.fromEntries(seen.at(-1)!)).toEqual({ filter: 'custom' }));

    await user.type(screen.getByLabelText('End date'), '2026-03-01');
    expect(screen.getByLabelText('Start date')).toHaveAccessibleDescription('The start date must not be after the end date.');
    expect(seen.some((params) => params.has('customStart'))).toBe(false);

    await user.clear(screen.getByLabelText('End date'));
    await user.type(screen.getByLabelText('End date'), '2026-03-20');
    await waitFor(() =>
      expect(Object.fromEntries(seen.at(-1)!)).toEqual({ filter: 'custom', customStart: '2026-03-10', customEnd: '2026-03-20' }),
    );
    expect(screen.queryByText('The start date must not be after the end date.')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Period'), '48h');
    await waitFor(() => expect(Object.fromEntries(seen.at(-1)!)).toEqual({ filter: '48h' }));
  });
});

describe('documents: what each statement holds', () => {
  test('each file shows its pages, accounts, transactions, period, verdict and corrected mark, and links to its review', async () => {
    signedIn();
    documentsAnswer([
      aDocument(1, {
        id: 'd-1',
        original_filename: 'july.pdf',
        pages: 3,
        accounts: 1,
        transactions: 42,
        periodStart: '2024-07-01',
        periodEnd: '2024-07-31',
        verdict: 'not_verified',
        corrected: false,
      }),
      aDocument(2, { id: 'd-2', original_filename: 'june.pdf', pages: 1, accounts: 2, transactions: 1, periodStart: '2024-06-01', periodEnd: '2024-06-30', verdict: 'verified', corrected: true }),
    ]);
    const { user, location } = renderApp('/documents', { token: 't' });
    const list = await screen.findByRole('list', { name: 'Files', busy: false });
    const [july, june] = within(list).getAllByRole('listitem');
    expect(july).toHaveTextContent('3 pages · 1 account · 42 transactions · 2024-07-01 to 2024-07-31');
    expect(within(july).getByText('Not verified')).toHaveClass('badge');
    expect(within(july).queryByText('Corrected')).not.toBeInTheDocument();
    expect(june).toHaveTextContent('1 page · 2 accounts · 1 transaction · 2024-06-01 to 2024-06-30');
    expect(within(june).getByText('Verified')).toHaveClass('badge');
    expect(within(june).getByText('Corrected')).toHaveClass('badge');

    server.use(...reviewServer('d-1', aStatementWithOneWrongAmount()).handlers);
    await user.click(within(july).getByRole('link', { name: 'Review july.pdf' }));
    expect(location()).toBe('/documents/d-1');
    // Rows not being edited show their values as text (a row turns into inputs when it gets the focus).
    expect(await screen.findByLabelText('Amount, row 3')).toHaveTextContent('-739.29');
  });

  test('the verdict filter asks the server for that verdict only, alongside the period', async () => {
    signedIn();
    const seen = documentsAnswer([]);
    const { user } = renderApp('/documents', { token: 't' });
    await screen.findByText("You don't have any recent uploads");
    await user.selectOptions(screen.getByLabelText('Balance check'), 'Not verified');
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(Object.fromEntries(seen[1])).toEqual({ filter: 'month', verdict: 'not_verified' });
    expect(await screen.findByText('No files whose balance check is "not verified"')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Balance check'), 'All files');
    // Back to the plain SPEC query (served from the cache or asked again, never with a verdict).
    expect(seen.every((q, i) => i === 1 || !q.has('verdict'))).toBe(true);
  });

  test('files from a server without the review fields look as before, with no review link', async () => {
    signedIn();
    documentsAnswer([aDocument(1, { original_filename: 'old.pdf' })]);
    renderApp('/documents', { token: 't' });
    const list = await screen.findByRole('list', { name: 'Files', busy: false });
    expect(within(list).queryByRole('link', { name: /^Review/ })).not.toBeInTheDocument();
    expect(within(list).queryByText(/pages?/)).not.toBeInTheDocument();
  });
});
