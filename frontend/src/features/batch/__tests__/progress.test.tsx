import { describe, expect, test } from '@jest/globals';
import { render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { axeViolations } from '../../../testing/axe';
import { aMe, aPdf } from '../../../testing/builders';
import { meReturns } from '../../../testing/handlers';
import { renderApp } from '../../../testing/render';
import { server } from '../../../testing/server';
import type { Batch } from '../api';
import { UploadProgress } from '../components/UploadProgress';
import { percentPerFile } from '../upload';

const ID = '5d0c8a7e-1f1b-4c55-9d8e-6a3c2b1f0e99';
const file = (name: string, status: Batch['files'][number]['status'], error: string | null = null) => ({ name, pages: 1, status, error, storedFilename: status === 'done' ? `${name}.xlsx` : null });
const statement = (name: string, month: string, last: number) => ({
  name,
  periodStart: `2024-${month}-01`,
  periodEnd: `2024-${month}-${last}`,
  openingBalance: 10,
  closingBalance: 10,
  transactions: 3,
  duplicateOf: null,
});

const accepted: Batch = { id: ID, status: 'running', pages: 3, files: [file('jan.pdf', 'queued'), file('feb.pdf', 'queued'), file('notes.pdf', 'queued')], checks: null };
const converting: Batch = { ...accepted, files: [file('jan.pdf', 'done'), file('feb.pdf', 'converting'), file('notes.pdf', 'queued')] };
const finished: Batch = {
  ...accepted,
  status: 'done',
  files: [file('jan.pdf', 'done'), file('feb.pdf', 'done'), file('notes.pdf', 'failed', 'No transactions were found in this file.')],
  checks: {
    problems: 0,
    accounts: [
      {
        accountNumber: '12345678',
        currency: 'GBP',
        statements: [statement('jan.pdf', '01', 31), statement('feb.pdf', '02', 29)],
        checks: [{ kind: 'balance_continuity', ok: true, statements: ['jan.pdf', 'feb.pdf'], message: 'The closing balance of jan.pdf (10.00) is the opening balance of feb.pdf.' }],
      },
    ],
  },
};

const statusOf = (region: HTMLElement, name: string) => within(region).getByRole('row', { name: new RegExp(`^${name.replace('.', '\\.')} `) });

describe('per-file progress of a batch', () => {
  test('when a batch is sent, then each file is listed as waiting while the request is on its way, then shows its own conversion status and result, the counts announced in a live region', async () => {
    server.use(meReturns(aMe({ credits: 10 })));
    let answer: (value: void) => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const states = [converting, finished];
    server.use(
      http.post('/api/batches', async () => {
        await answered;
        return HttpResponse.json(accepted, { status: 202 });
      }),
      http.get('/api/batches/:id', () => HttpResponse.json(states.length > 1 ? states.shift() : states[0])),
    );
    const { user, container } = renderApp('/', { token: 'tok-1' });
    await user.upload(await waitFor(() => screen.getByLabelText('PDF statements for a batch')), [aPdf('jan.pdf'), aPdf('feb.pdf'), aPdf('notes.pdf')]);
    await user.click(screen.getByRole('button', { name: 'Convert 3 files' }));

    const sending = await screen.findByRole('region', { name: 'Batch upload' });
    expect(within(sending).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual(['jan.pdf Waiting', 'feb.pdf Waiting', 'notes.pdf Waiting']);
    expect(within(sending).getByRole('progressbar', { name: 'Upload of feb.pdf' })).toHaveAttribute('value', '0');
    expect(within(sending).getByRole('status')).toHaveTextContent('Uploaded 0 of 3 files');
    expect(screen.getByRole('button', { name: 'Uploading...' })).toBeDisabled();
    expect(await axeViolations(container)).toEqual([]);

    answer();
    const region = await screen.findByRole('region', { name: 'Batch result' });
    expect(screen.queryByRole('region', { name: 'Batch upload' })).not.toBeInTheDocument();
    expect(statusOf(region, 'notes.pdf')).toHaveTextContent('Waiting');

    // Charged as the files convert: the header reads the credits again once the batch is done.
    server.use(meReturns(aMe({ credits: 8 })));
    await waitFor(() => expect(statusOf(region, 'feb.pdf')).toHaveTextContent('Converting…'));
    expect(statusOf(region, 'jan.pdf')).toHaveTextContent('Converted');
    expect(within(region).getByRole('status')).toHaveTextContent('1 of 3 converted');

    await within(region).findByText('Batch done: 2 of 3 converted', {}, { timeout: 5000 });
    expect(statusOf(region, 'jan.pdf')).toHaveTextContent('jan.pdf1Converted · 2024-01-01 to 2024-01-31');
    expect(statusOf(region, 'feb.pdf')).toHaveTextContent('feb.pdf1Converted · 2024-02-01 to 2024-02-29');
    expect(statusOf(region, 'notes.pdf')).toHaveTextContent('notes.pdf1Failed · No transactions were found in this file.');
    expect(within(region).getByRole('status')).toHaveTextContent('2 of 3 converted, 1 failed');
    expect(within(region).getByRole('button', { name: 'Download combined workbook' })).toBeEnabled();
    expect(await screen.findByRole('link', { name: 'Credits (8)' })).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  test('when the connection drops while the batch is being sent, then the user is told, nothing is shown as converted, and the same files can be sent again', async () => {
    server.use(meReturns(aMe({ credits: 10 })));
    let attempts = 0;
    server.use(
      http.post('/api/batches', () => {
        attempts += 1;
        return attempts === 1 ? HttpResponse.error() : HttpResponse.json(accepted, { status: 202 });
      }),
      http.get('/api/batches/:id', () => HttpResponse.json(accepted)),
    );
    const { user } = renderApp('/', { token: 'tok-1' });
    await user.upload(await waitFor(() => screen.getByLabelText('PDF statements for a batch')), [aPdf('jan.pdf'), aPdf('feb.pdf')]);
    await user.click(screen.getByRole('button', { name: 'Convert 2 files' }));
    expect(await screen.findByText('Network error.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Batch upload' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Batch result' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Convert 2 files' }));
    const region = await screen.findByRole('region', { name: 'Batch result' });
    expect(statusOf(region, 'jan.pdf')).toHaveTextContent('Waiting');
    expect(screen.queryByText('Network error.')).not.toBeInTheDocument();
    expect(attempts).toBe(2);
  });

  test('when part of the request has been sent, then the files before that point show uploaded, the one it is in shows its percent and the rest wait', () => {
    const files = [new File(['a'.repeat(100)], 'jan.pdf'), new File(['b'.repeat(300)], 'feb.pdf'), new File(['c'.repeat(100)], 'mar.pdf')];
    render(<UploadProgress files={files} progress={{ loaded: 250, total: 500 }} />);
    const region = screen.getByRole('region', { name: 'Batch upload' });
    expect(statusOf(region, 'jan.pdf')).toHaveTextContent('Uploaded');
    expect(statusOf(region, 'feb.pdf')).toHaveTextContent('Uploading 50 %');
    expect(statusOf(region, 'mar.pdf')).toHaveTextContent('Waiting');
    expect(screen.getByRole('progressbar', { name: 'Upload of feb.pdf' })).toHaveAttribute('value', '50');
    expect(screen.getByRole('status')).toHaveTextContent('Uploaded 1 of 3 files');
  });

  test('the bytes sent are spread over the files in order and in proportion to their sizes, the multipart framing included', () => {
    expect(percentPerFile([100, 300], null)).toEqual([0, 0]);
    // 600 bytes of body for 400 bytes of files: a third of the body is the first file's and a bit.
    expect(percentPerFile([100, 300], { loaded: 300, total: 600 })).toEqual([100, 33]);
    expect(percentPerFile([100, 300], { loaded: 600, total: 600 })).toEqual([100, 100]);
    expect(percentPerFile([100, 0, 300], { loaded: 0, total: 600 })).toEqual([0, 0, 0]);
  });
});
