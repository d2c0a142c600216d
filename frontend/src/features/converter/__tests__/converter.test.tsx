import { afterEach, describe, expect, jest, test } from '@jest/globals';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { aMe, aPdf } from '../../../testing/builders';
import { useFakeClock, useRealClock } from '../../../testing/fake-clock';
import { meReturns } from '../../../testing/handlers';
import { renderApp } from '../../../testing/render';
import { server } from '../../../testing/server';

const NOT_A_PDF = 'Please upload a PDF file only. Images and other file types are not supported.';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const fileInput = () => screen.getByLabelText('PDF bank statement') as HTMLInputElement;
const convertButton = () => screen.getByRole('button', { name: 'Convert to Excel' });

type Seen = { file?: File; password?: string | null; headers?: Headers };

function convertAnswers(respond: (seen: Seen) => Response | Promise<Response>, seen: Seen[] = []) {
  server.use(
    http.post('/api/convert', async ({ request }) => {
      const form = await request.formData();
      const entry: Seen = { file: form.get('file') as File, password: form.get('password') as string | null, headers: request.headers };
      seen.push(entry);
      return respond(entry);
    }),
  );
  return seen;
}

const workbook = (name = 'statement.xlsx', headers: Record<string, string> = {}) =>
  new HttpResponse(new Uint8Array([80, 75, 3, 4]), {
    headers: { 'Content-Type': XLSX, 'Content-Disposition': `attachment; filename="${name}"`, ...headers },
  });

/** An answer of server-sent events the test writes one at a time (POST /api/convert asked for progress). */
function eventStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: () => new HttpResponse(body, { headers: { 'Content-Type': 'text/event-stream' } }),
    send: (event: string, data: unknown) => controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)),
    end: () => controller.close(),
  };
}

const reading = (page: number, pagesTotal: number, ocr = true) => ({ state: 'reading', pagesDone: page - 1, pagesTotal, page, ocr });

describe('converter upload', () => {
  afterEach(useRealClock);

  test('when a non-PDF file is chosen, then it is refused and the selection is cleared', async () => {
    const { user } = renderApp('/', { userEventOptions: { applyAccept: false } });
    await user.upload(fileInput(), new File(['png'], 'scan.png', { type: 'image/png' }));

    expect(await screen.findByText(NOT_A_PDF)).toBeInTheDocument();
    expect(fileInput().value).toBe('');
    expect(convertButton()).toBeDisabled();
  });

  test('when a non-PDF file is dropped, then it is refused too', async () => {
    renderApp('/');
    fireEvent.drop(screen.getByTestId('dropzone'), {
      dataTransfer: { files: [new File(['x'], 'photo.jpg', { type: 'image/jpeg' })] },
    });
    expect(await screen.findByText(NOT_A_PDF)).toBeInTheDocument();
  });

  test('when a file is dragged over the drop zone, then the zone shows it is active until the drag leaves', async () => {
    renderApp('/');
    const zone = await screen.findByTestId('dropzone');
    expect(zone).not.toHaveClass('dropzone--active');
    fireEvent.dragOver(zone);
    expect(zone).toHaveClass('dropzone', 'dropzone--active');
    fireEvent.dragLeave(zone);
    expect(zone).not.toHaveClass('dropzone--active');
  });

  test('when a PDF is converted, then uploading shows and success offers the workbook download', async () => {
    const seen = convertAnswers(async () => {
      await delay(50);
      return workbook('march-statement.xlsx', { 'X-Next-Available': new Date(Date.now() + 86_400_000).toISOString() });
    });
    const { user } = renderApp('/');
    await user.upload(fileInput(), aPdf('march-statement.pdf'));
    expect(screen.getByText('march-statement.pdf')).toBeInTheDocument();
    await user.click(convertButton());

    expect(await screen.findByText('Converting your PDF to Excel...')).toBeInTheDocument();
    expect(await screen.findByText('Conversion successful! Download your Excel file below.')).toBeInTheDocument();
    const download = screen.getByRole('link', { name: 'Download Excel' });
    expect(download).toHaveAttribute('download', 'march-statement.xlsx');
    expect(download.getAttribute('href')).toMatch(/^blob:/);
    expect(seen[0].file?.name).toBe('march-statement.pdf');
    expect(seen[0].password).toBeNull();
    expect(seen[0].headers?.get('X-Device-Fingerprint')).toMatch(/^[0-9a-f]{28}$/);
    expect(seen[0].headers?.has('Authorization')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Convert another PDF' }));
    expect(convertButton()).toBeDisabled();
    expect(screen.queryByText('march-statement.pdf')).not.toBeInTheDocument();
  });

  test('when a signed-in user converts, then the token is sent and the credits are reloaded', async () => {
    let credits = 3;
    server.use(http.get('/api/me', () => HttpResponse.json(aMe({ credits }))));
    const seen = convertAnswers(() => {
      credits -= 1;
      return workbook();
    });
    const { user } = renderApp('/', { token: 'tok-1' });
    expect(await screen.findByRole('link', { name: 'Credits (3)' })).toBeInTheDocument();

    await user.upload(fileInput(), aPdf());
    await user.click(convertButton());

    expect(await screen.findByRole('link', { name: 'Credits (2)' })).toBeInTheDocument();
    expect(seen[0].headers?.get('Authorization')).toBe('Bearer tok-1');
  });

  test('when a signed-in conversion succeeds, then a remembered format menu downloads the stored statement in that format', async () => {
    server.use(meReturns(aMe({ credits: 3 })));
    convertAnswers(() => workbook('march.xlsx', { 'X-Stored-Filename': 'abc.xlsx' }));
    const asked: string[] = [];
    server.use(
      http.get('/api/download/:name', ({ request, params }) => {
        asked.push(`${String(params.name)}?${new URL(request.url).searchParams}`);
        return new HttpResponse('!Type:Bank', { headers: { 'Content-Disposition': 'attachment; filename="march.qif"' } });
      }),
    );
    const clicked: HTMLAnchorElement[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    const { user } = renderApp('/', { token: 'tok-1' });
    await user.upload(fileInput(), aPdf('march.pdf'));
    await user.click(convertButton());
    expect(await screen.findByRole('link', { name: 'Download Excel' })).toBeInTheDocument();
    expect(screen.getByLabelText('Download format')).toHaveValue('xlsx');
    await user.selectOptions(screen.getByLabelText('Download format'), 'QIF (.qif)');
    await user.click(screen.getByRole('button', { name: 'Download QIF (.qif)' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0].download).toBe('march.qif');
    expect(asked).toEqual(['abc.xlsx?format=qif']);
    expect(localStorage.getItem('downloadFormat')).toBe('qif');
    click.mockRestore();
  });

  test('when an anonymous conversion succeeds, then there is no format menu (nothing is kept to rewrite)', async () => {
    convertAnswers(() => workbook());
    const { user } = renderApp('/');
    await user.upload(fileInput(), aPdf());
    await user.click(convertButton());
    expect(await screen.findByRole('link', { name: 'Download Excel' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Download format')).not.toBeInTheDocument();
  });

  test('when the server refuses the conversion, then its message shows and Try Again returns to idle', async () => {
    convertAnswers(() => HttpResponse.json({ message: 'No transaction table found in this PDF.', code: 'no_table' }, { status: 422 }));
    const { user } = renderApp('/');
    await user.upload(fileInput(), aPdf());
    await user.click(convertButton());

    expect(await screen.findByText('No transaction table found in this PDF.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.queryByText('No transaction table found in this PDF.')).not.toBeInTheDocument();
    expect(convertButton()).toBeEnabled();
  });

  test('when the answer is an error without a message, then "Conversion failed" shows', async () => {
    convertAnswers(() => new HttpResponse(null, { status: 500 }));
    const { user } = renderApp('/');
    await user.upload(fileInput(), aPdf());
    await user.click(convertButton());
    expect(await screen.findByText('Conversion failed')).toBeInTheDocument();
  });

  test('when the network fails, then the generic retry message shows', async () => {
    convertAnswers(() => HttpResponse.error());
    const { user } = renderApp('/');
    await user.upload(fileInput(), aPdf());
    await user.click(convertButton());
    expect(await screen.findByText('Failed to convert PDF. Please try again.')).toBeInTheDocument();
  });

  test('when an anonymous user is rate limited without a time, then the server message shows', async () => {
    convertAnswers(() => HttpResponse.json({}, { status: 403 }));
    const { user } = renderApp('/');
    await user.upload(fileInput(), aPdf());
    await user.click(convertButton());
    expect(await screen.findByText('Anonymous users can only convert 1 file every 24 hours.')).toBeInTheDocument();
  });

  test('when an anonymous user is rate limited, then the countdown ticks every second down to "Now"', async () => {
    useFakeClock(new Date('2026-03-01T10:00:00Z'));
    convertAnswers(() =>
      HttpResponse.json(
        { message: 'Anonymous users can only convert 1 file every 24 hours.', nextAvailable: new Date(Date.now() + 7_202_500).toISOString() },
        { status: 403 },
      ),
    );
    const { user } = renderApp('/', { userEventOptions: { advanceTimers: jest.advanceTimersByTime } });
    await user.upload(fileInput(), aPdf());
    await user.click(convertButton());

    const line = await screen.findByText(/Next Free Conversion in/);
    expect(line).toHaveTextContent('Next Free Conversion in 2h 00m 03s');
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect(line).toHaveTextContent('Next Free Conversion in 2h 00m 02s');
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect(line).toHaveTextContent('Next Free Conversion in 2h 00m 01s');
    act(() => {
      jest.advanceTimersByTime(2 * 3600 * 1000 + 1000);
    });
    expect(screen.getByText(/Next Free Conversion/)).toHaveTextContent('Next Free Conversion: Now');
    expect(jest.getTimerCount()).toBe(0);
  });

  test('when a signed-in user has no credits, then converting is blocked with a link to pricing', async () => {
    server.use(meReturns(aMe({ credits: 0 })));
    const { user } = renderApp('/', { token: 'tok-0' });
    expect(await screen.findByText('You have no credits remaining.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Pricing' })).toHaveAttribute('href', '/pricing');

    await user.upload(fileInput(), aPdf());
    expect(convertButton()).toBeDisabled();
  });

  test('when the PDF needs a password, then a password field appears and the retry sends it', async () => {
    const seen = convertAnswers(({ password }) => {
      if (!password) return HttpResponse.json({ message: 'This PDF is password protected.', code: 'password_required' }, { status: 400 });
      if (password !== 'open-sesame') return HttpResponse.json({ code: 'wrong_password' }, { status: 400 });
      return workbook();
    });
    const { user } = renderApp('/');
    await user.upload(fileInput(), aPdf('locked.pdf'));
    await user.click(convertButton());

    expect(await screen.findByText('This PDF is password protected.')).toBeInTheDocument();
    const unlock = screen.getByRole('button', { name: 'Unlock and convert' });
    await user.click(unlock);
    expect(screen.getByText('Enter the PDF password.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('PDF password'), 'guess');
    await user.click(unlock);
    expect(await screen.findByText('That password did not open the PDF. Please check it and try again.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('PDF password'), 'open-sesame');
    await user.click(screen.getByRole('button', { name: 'Unlock and convert' }));
    expect(await screen.findByText('Conversion successful! Download your Excel file below.')).toBeInTheDocument();
    expect(seen.map((s) => s.password)).toEqual([null, 'guess', 'open-sesame']);
    expect(seen.every((s) => s.file?.name === 'locked.pdf')).toBe(true);
  });
});

describe('converter progress', () => {
  test('when the server reports progress, then each step shows with the pages read, and the workbook comes in the last event', async () => {
    const stream = eventStream();
    const seen = convertAnswers(() => stream.response());
    // The result panel reads the Statement with the token; what it shows is not this test's concern.
    server.use(http.get('/api/results/:token', () => HttpResponse.json({ message: 'No such result.', code: 'not_found' }, { status: 404 })));
    const { user } = renderApp('/');
    await user.upload(fileInput(), aPdf('scan.pdf'));
    await user.click(convertButton());

    stream.send('progress', reading(1, 2));
    expect(await screen.findByText('Reading page 1 of 2 by OCR…')).toBeInTheDocument();
    expect(screen.getByText('Converting your PDF to Excel...')).toBeInTheDocument();
    stream.send('progress', reading(2, 2));
    expect(await screen.findByText('Reading page 2 of 2 by OCR…')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Pages read' })).toHaveAttribute('value', '1');
    stream.send('progress', { state: 'checking', pagesDone: 2, pagesTotal: 2, page: null, ocr: false });
    expect(await screen.findByText('Checking the balances…')).toBeInTheDocument();
    stream.send('progress', { state: 'writing', pagesDone: 2, pagesTotal: 2, page: null, ocr: false });
    expect(await screen.findByText('Writing the workbook…')).toBeInTheDocument();
    stream.send('done', { fileName: 'scan.xlsx', pages: 2, nextAvailable: null, storedFilename: null, resultToken: 'rt', documentId: null, workbookBase64: btoa('PK') });
    stream.end();

    expect(await screen.findByText('Conversion successful! Download your Excel file below.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download Excel' })).toHaveAttribute('download', 'scan.xlsx');
    expect(seen[0].headers?.get('Accept')).toMatch(/text\/event-stream/);
  });

  test('when Cancel is pressed, then the request is closed, the chosen file stays and the page says nothing was charged', async () => {
    const stream = eventStream();
    let signal: AbortSignal | undefined;
    server.use(
      http.post('/api/convert', ({ request }) => {
        signal = request.signal;
        return stream.response();
      }),
    );
    const { user } = renderApp('/');
    await user.upload(fileInput(), aPdf('scan.pdf'));
    await user.click(convertButton());
    stream.send('progress', reading(3, 10));
    expect(await screen.findByText('Reading page 3 of 10 by OCR…')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Conversion cancelled. Nothing was charged.')).toBeInTheDocument();
    expect(signal?.aborted).toBe(true);
    expect(screen.getByText('scan.pdf')).toBeInTheDocument();
    expect(convertButton()).toBeEnabled();
  });

  test('when the conversion is being saved (charged), then Cancel is no longer offered', async () => {
    const stream = eventStream();
    convertAnswers(() => stream.response());
    const { user } = renderApp('/');
    await user.upload(fileInput(), aPdf());
    await user.click(convertButton());
    stream.send('progress', reading(1, 1, false));
    expect(await screen.findByText('Reading page 1 of 1…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    stream.send('progress', { state: 'saving', pagesDone: 1, pagesTotal: 1, page: null, ocr: false });
    expect(await screen.findByText('Saving your workbook…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  test('when the engine refuses the file after progress was reported, then the server message shows as for a plain answer', async () => {
    const stream = eventStream();
    convertAnswers(() => stream.response());
    const { user } = renderApp('/');
    await user.upload(fileInput(), aPdf());
    await user.click(convertButton());
    stream.send('progress', reading(1, 1));
    stream.send('failed', { status: 400, code: 'no_text_layer', message: 'No text could be recognised on the scanned pages of this PDF. Please try a sharper scan.' });
    stream.end();
    expect(await screen.findByText('No text could be recognised on the scanned pages of this PDF. Please try a sharper scan.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});

describe('home page', () => {
  test('when Contact Support is pressed, then the contact dialog opens and Escape closes it', async () => {
    const { user } = renderApp('/');
    const opener = screen.getByRole('button', { name: 'Contact Support' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Contact support' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByLabelText('Name')).toHaveFocus();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  test('then the feature blurbs and the three tiers are shown', () => {
    renderApp('/');
    for (const name of ['Secure', 'Institutional', 'Accurate', 'Anonymous', 'Registered', 'Purchase Credits']) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    }
  });
});
