import { describe, expect, test } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { axeViolations } from '../../../testing/axe';
import { aLongStatement, aMe, aPdf, aStatementWithOneWrongAmount } from '../../../testing/builders';
import { meReturns } from '../../../testing/handlers';
import { renderApp } from '../../../testing/render';
import { server } from '../../../testing/server';
import type { Statement } from '../../statement/types';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** POST /api/convert answering the workbook with the result headers, and GET /api/results/{token}. */
function conversionWithResult(statement: Statement, headers: Record<string, string>, result?: () => Response) {
  const asked: string[] = [];
  server.use(
    http.post('/api/convert', () =>
      new HttpResponse(new Uint8Array([80, 75, 3, 4]), {
        headers: { 'Content-Type': XLSX, 'Content-Disposition': 'attachment; filename="july.xlsx"', ...headers },
      }),
    ),
    http.get('/api/results/:token', ({ params }) => {
      asked.push(String(params.token));
      return result
        ? result()
        : HttpResponse.json({ statement, documentId: headers['X-Document-Id'] ?? null, pages: statement.pages, pagesParsed: statement.pagesParsed });
    }),
  );
  return asked;
}

async function convert(token?: string) {
  const app = renderApp('/', { token });
  await app.user.upload(screen.getByLabelText('PDF bank statement'), aPdf('july.pdf'));
  await app.user.click(screen.getByRole('button', { name: 'Convert to Excel' }));
  return app;
}

describe('result panel after a conversion', () => {
  test('an anonymous conversion shows the account, its figures, the verdict naming the first failing row, warnings and the rows with their page', async () => {
    const statement = aStatementWithOneWrongAmount({
      ocrPages: [2],
      warnings: ['The statement prints no year anywhere; 2024 was assumed for its dates.'],
    });
    statement.accounts[0].transactions[2].confidence = 71;
    const asked = conversionWithResult(statement, { 'X-Result-Token': 'tok-abc' });
    await convert();

    const panel = (await screen.findByRole('heading', { name: 'What we found' })).closest('section') as HTMLElement;
    expect(asked).toEqual(['tok-abc']);
    // The download stays right there, above the panel.
    expect(screen.getByRole('link', { name: 'Download Excel' })).toBeInTheDocument();

    expect(within(panel).getByRole('heading', { name: 'Example Bank · account 31415926' })).toBeInTheDocument();
    expect(within(panel).getByText('Not verified')).toBeInTheDocument();
    expect(panel).toHaveTextContent('First problem: row 3 (2024-07-07, page 2): the printed balance is 70.71 but the amounts give 60.71');
    const facts = Object.fromEntries(
      within(panel).getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({
      Currency: 'GBP',
      Period: '2024-07-01 to 2024-07-31',
      'Opening balance': '1,000.00',
      'Closing balance': '60.00',
      Transactions: '4',
      'Money in': '500.00',
      'Money out': '1,450.00',
    });
    expect(panel).toHaveTextContent('Page 2 was read by OCR: check its figures against the PDF.');
    expect(panel).toHaveTextContent('The statement prints no year anywhere; 2024 was assumed for its dates.');

    const table = within(panel).getByRole('table', { name: 'Transactions of account 31415926' });
    const rows = within(table).getAllByRole('row').filter((r) => r.getAttribute('aria-hidden') !== 'true');
    expect(rows.map((r) => Array.from(r.children).map((c) => c.textContent))).toEqual([
      ['Date', 'Description', 'Amount', 'Balance', 'Page', 'OCR confidence'],
      ['2024-07-03', 'SALARY ACME LTD', '500.00', '1,500.00', '1', ''],
      ['2024-07-05', 'STANDING ORDER RENT', '\u2212700.00', '800.00', '1', ''],
      ['2024-07-07', 'CITY PARKING (the balance check fails here)', '\u2212739.29', '70.71', '2', '71%'],
      ['2024-07-09', 'COFFEE SHOP LONDON', '\u221210.71', '60.00', '2', ''],
    ]);
    // Anonymous: nothing stored, so nothing to review.
    expect(within(panel).queryByRole('link', { name: 'Review and correct' })).not.toBeInTheDocument();
    expect(await axeViolations(panel)).toEqual([]);
  });

  test('a signed-in conversion links the panel to the stored document\'s review page', async () => {
    server.use(meReturns(aMe()));
    conversionWithResult(aStatementWithOneWrongAmount(), { 'X-Result-Token': 'tok-1', 'X-Document-Id': 'doc-42', 'X-Stored-Filename': 'a.xlsx' });
    const { location, user } = await convert('t');
    await user.click(await screen.findByRole('link', { name: 'Review and correct' }));
    expect(location()).toBe('/documents/doc-42');
  });

  test('when the result cannot be fetched, then no panel shows and the download is still there', async () => {
    const asked = conversionWithResult(aStatementWithOneWrongAmount(), { 'X-Result-Token': 'tok-gone' }, () =>
      HttpResponse.json({ error: 'not_found' }, { status: 404 }),
    );
    await convert();
    expect(await screen.findByRole('link', { name: 'Download Excel' })).toBeInTheDocument();
    await screen.findByText('Conversion successful! Download your Excel file below.');
    await new Promise((r) => setTimeout(r, 100));
    expect(asked).toEqual(['tok-gone']);
    expect(screen.queryByRole('heading', { name: 'What we found' })).not.toBeInTheDocument();
  });

  test('a server without result tokens shows no panel and asks for nothing', async () => {
    const asked = conversionWithResult(aStatementWithOneWrongAmount(), {});
    await convert();
    expect(await screen.findByRole('link', { name: 'Download Excel' })).toBeInTheDocument();
    expect(asked).toEqual([]);
    expect(screen.queryByRole('heading', { name: 'What we found' })).not.toBeInTheDocument();
  });

  test('5,000 rows: the preview puts only a window of rows in the page', async () => {
    conversionWithResult(aLongStatement(5000), { 'X-Result-Token': 'tok-long' });
    await convert();
    const panel = (await screen.findByRole('heading', { name: 'What we found' })).closest('section') as HTMLElement;
    expect(panel).toHaveTextContent('Verified');
    expect(panel).toHaveTextContent('5,000');
    const table = within(panel).getByRole('table');
    expect(table).toHaveAttribute('aria-rowcount', '5001');
    expect(within(table).getAllByRole('row').length).toBeLessThan(40);
  });
});
