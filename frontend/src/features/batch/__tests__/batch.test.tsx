import { describe, expect, jest, test } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { aMe, aPdf } from '../../../testing/builders';
import { meReturns } from '../../../testing/handlers';
import { renderApp } from '../../../testing/render';
import { server } from '../../../testing/server';
import type { Batch } from '../api';
import { BATCH_FILE_TYPES } from '../components/BatchUpload';

const batchInput = () => screen.getByLabelText('PDF statements for a batch') as HTMLInputElement;

const running = (over: Partial<Batch> = {}): Batch => ({
  id: '0b4f3c1e-8a8e-4f7e-9a53-2d7c1f0e6a11',
  status: 'running',
  pages: 3,
  files: [
    { name: 'jan.pdf', pages: 1, status: 'converting', error: null, storedFilename: null },
    { name: 'mar.pdf', pages: 1, status: 'queued', error: null, storedFilename: null },
    { name: 'jan-copy.pdf', pages: 1, status: 'queued', error: null, storedFilename: null },
  ],
  checks: null,
  ...over,
});

const done: Batch = running({
  status: 'done',
  files: [
    { name: 'jan.pdf', pages: 1, status: 'done', error: null, storedFilename: 'a.xlsx' },
    { name: 'mar.pdf', pages: 1, status: 'done', error: null, storedFilename: 'b.xlsx' },
    { name: 'jan-copy.pdf', pages: 1, status: 'failed', error: 'You have no credits remaining.', storedFilename: null },
  ],
  checks: {
    problems: 1,
    accounts: [
      {
        accountNumber: '12345678',
        currency: 'GBP',
        statements: [
          { name: 'jan.pdf', periodStart: '2024-01-01', periodEnd: '2024-01-31', openingBalance: 10, closingBalance: 20, transactions: 4, duplicateOf: null },
          { name: 'mar.pdf', periodStart: '2024-03-01', periodEnd: '2024-03-31', openingBalance: 20, closingBalance: 30, transactions: 5, duplicateOf: null },
        ],
        checks: [
          { kind: 'gap', ok: false, statements: ['jan.pdf', 'mar.pdf'], from: '2024-02-01', to: '2024-02-29', message: 'No statement covers 2024-02-01 to 2024-02-29: the period between jan.pdf and mar.pdf is missing.' },
          { kind: 'balance_continuity', ok: true, statements: ['jan.pdf', 'mar.pdf'], message: 'The closing balance of jan.pdf (20.00) is the opening balance of mar.pdf.' },
        ],
      },
    ],
  },
});

describe('batch upload on the home page', () => {
  test('an anonymous visitor is not offered batches', async () => {
    renderApp('/');
    expect(await screen.findByLabelText('PDF bank statement')).toBeInTheDocument();
    expect(screen.queryByLabelText('PDF statements for a batch')).not.toBeInTheDocument();
  });

  test('when a signed-in user drops PDFs and a photo on the batch zone, then the PDFs are chosen and the photo is refused', async () => {
    server.use(meReturns(aMe({ credits: 10 })));
    renderApp('/', { token: 'tok-1' });
    const zone = await screen.findByTestId('batch-dropzone');
    fireEvent.dragOver(zone);
    expect(zone).toHaveClass('dropzone--active');
    fireEvent.drop(zone, { dataTransfer: { files: [aPdf('jan.pdf'), new File(['x'], 'photo.jpg', { type: 'image/jpeg' }), aPdf('feb.pdf')] } });
    expect(zone).not.toHaveClass('dropzone--active');
    expect(within(screen.getByRole('list', { name: 'Chosen files' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['jan.pdf', 'feb.pdf']);
    expect(screen.getByText(BATCH_FILE_TYPES)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Convert 2 files' })).toBeEnabled();
  });

  test('when a signed-in user sends several PDFs, then each file shows its status, and the result groups by account with the problems named and both downloads', async () => {
    server.use(meReturns(aMe({ credits: 10 })));
    const sent: string[] = [];
    let polls = 0;
    server.use(
      http.post('/api/batches', async ({ request }) => {
        sent.push(...(await request.formData()).getAll('files').map((f) => (f as File).name));
        return HttpResponse.json(running(), { status: 202 });
      }),
      http.get('/api/batches/:id', () => {
        polls += 1;
        return HttpResponse.json(polls < 2 ? running() : done);
      }),
    );
    const asked: string[] = [];
    server.use(
      http.get('/api/batches/:id/download', ({ request }) => {
        asked.push(new URL(request.url).search);
        return new HttpResponse('PK', { headers: { 'Content-Disposition': 'attachment; filename="batch.xlsx"' } });
      }),
    );
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = renderApp('/', { token: 'tok-1' });
    await user.upload(await waitFor(batchInput), [aPdf('jan.pdf'), aPdf('mar.pdf'), aPdf('jan-copy.pdf')]);
    await user.click(screen.getByRole('button', { name: 'Convert 3 files' }));

    const region = await screen.findByRole('region', { name: 'Batch result' });
    expect(sent).toEqual(['jan.pdf', 'mar.pdf', 'jan-copy.pdf']);
    expect(within(region).getByRole('row', { name: /jan\.pdf 1 Converting/ })).toBeInTheDocument();

    expect(await within(region).findByText('Batch done: 2 of 3 converted', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(region).getByRole('row', { name: /jan-copy\.pdf 1 Failed · You have no credits remaining\./ })).toBeInTheDocument();
    const account = within(region).getByRole('region', { name: 'Account 12345678 (GBP)' });
    expect(within(within(account).getByRole('list', { name: /^Statements of/ })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'jan.pdf: 2024-01-01 to 2024-01-31',
      'mar.pdf: 2024-03-01 to 2024-03-31',
    ]);
    expect(within(within(account).getByRole('list', { name: /^Problems of/ })).getByText(/the period between jan\.pdf and mar\.pdf is missing/)).toBeInTheDocument();

    await user.click(within(region).getByRole('button', { name: 'Download combined workbook' }));
    await user.selectOptions(within(region).getByLabelText('Download format'), 'OFX (.ofx)');
    await user.click(within(region).getByRole('button', { name: 'Download each file (.zip)' }));
    await waitFor(() => expect(asked).toEqual(['?kind=combined', '?kind=zip&format=ofx']));
    click.mockRestore();
  });

  test('when the credits do not cover the batch, then the server message naming both numbers is shown', async () => {
    server.use(
      meReturns(aMe({ credits: 3 })),
      http.post('/api/batches', () =>
        HttpResponse.json({ code: 'insufficient_credits', message: 'This batch has 12 pages but you have 3 credits. Buy more credits to convert it.' }, { status: 402 }),
      ),
    );
    const { user } = renderApp('/', { token: 'tok-1' });
    await user.upload(await waitFor(batchInput), [aPdf('a.pdf'), aPdf('b.pdf')]);
    await user.click(screen.getByRole('button', { name: 'Convert 2 files' }));
    expect(await screen.findByText('This batch has 12 pages but you have 3 credits. Buy more credits to convert it.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Batch result' })).not.toBeInTheDocument();
  });
});
