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
