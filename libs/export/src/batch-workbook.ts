import { checkBatch, type BatchCheck, type BatchCheckResult, type BatchStatement } from '@bankxl/statement';
import { exportFile, type ExportFormat, type ExportOptions } from './formats.js';
import { categoryLabel } from '@bankxl/statement';
import { categoryLabelOf, hasTransfers, payeeOf, totalsByCategory, transferText } from './books.js';
import { accountDigits, currencyNumFmt, sumMoney } from './money.js';
import { transactionSheetNames } from './sheet-names.js';
import { cellText } from './text-safety.js';
import { excelSerial, WorkbookWriter, type CellValue } from './workbook/workbook-writer.js';
import { ZipWriter } from './zip-writer.js';

const CHECK_WORDS: Record<BatchCheck['kind'], string> = {
  balance_continuity: 'Closing balance = next opening balance',
  period_continuity: 'Periods follow on',
  gap: 'Missing period',
  overlap: 'Overlapping periods',
  duplicate: 'Same statement twice',
};

const RESULT_WORDS = (ok: boolean | null) => (ok === true ? 'Passed' : ok === false ? 'Failed' : 'Cannot check');

/** A date as Excel's day number; text it cannot read stays text. */
const dateCell = (iso: string | null): number | string => (iso ? (excelSerial(iso) ?? cellText(iso)) : '');

/**
 * The combined workbook of a batch: a Batch Summary sheet with every check of every account (passed,
 * failed or not checkable), then one Transactions sheet per account across all its statements in period
 * order, each row naming its payee, category and Statement, then "By category" per account. A duplicate statement's rows are left out (it is named on the
 * summary), so totals are not counted twice.
 */
export async function toBatchWorkbook(batch: BatchStatement[], checked: BatchCheckResult = checkBatch(batch)): Promise<Buffer> {
  const workbook = new WorkbookWriter('bankxl');
  const bold = workbook.style({ bold: true });
  const header = (names: string[]) => [names, names.map(() => bold)] as const;

  const summaryRows: CellValue[][] = [['Statements in the batch', '', '', '', batch.length, ''], ['Problems found', '', '', '', checked.problems, '']];
  // Each transfer between the batch's accounts is marked on both rows: counted once, by its money-out side.
  const transfers = checked.accounts
    .flatMap((g) => g.statements.filter((s) => !s.duplicateOf))
    .reduce((n, s) => n + s.account.transactions.filter((t) => t.transfer && t.amount < 0).length, 0);
  if (transfers > 0) summaryRows.push(['Transfers between the accounts', '', '', '', transfers, 'Marked on both rows (Transfer column), booked to Transfers: not counted as spending']);
  for (const group of checked.accounts) {
    for (const s of group.statements) {
      const period = s.periodStart && s.periodEnd ? `${s.periodStart} to ${s.periodEnd}` : 'period not printed';
      summaryRows.push([cellText(group.accountNumber ?? 'unknown'), group.currency ?? '', 'Statement', s.duplicateOf ? 'Duplicate' : 'Included', cellText(s.label), period]);
    }
    for (const check of group.checks) {
      summaryRows.push([
        cellText(group.accountNumber ?? 'unknown'),
        group.currency ?? '',
        CHECK_WORDS[check.kind],
        RESULT_WORDS(check.ok),
        cellText(check.statements.join(', ')),
        cellText(check.message),
      ]);
    }
  }
  const summary = workbook.addSheet('Batch Summary', { frozenHeader: true, columns: [22, 10, 38, 14, 40, 100].map((width) => ({ width })) });
  summary.add(...header(['Account', 'Currency', 'Check', 'Result', 'Statements', 'Details']));
  for (const row of summaryRows) summary.add(row);
  await summary.end();

  const names = transactionSheetNames(checked.accounts.map((g) => g.statements[0].account));
  const date = workbook.style({ numFmt: 'yyyy-mm-dd' });
  for (const [i, group] of checked.accounts.entries()) {
    const money = workbook.style({ numFmt: currencyNumFmt(group.currency) });
    const included = group.statements.filter((s) => !s.duplicateOf);
    // Rows that are one side of a transfer between the holder's accounts say where the money went (last column).
    const transfers = hasTransfers(included.flatMap((s) => s.account.transactions));
    const columns = [
      { header: 'Date', width: 12, style: date },
      { header: 'Description', width: 50 },
      { header: 'Payee', width: 28 },
      { header: 'Category', width: 22 },
      { header: 'Amount', width: 14, style: money },
      { header: 'Balance', width: 14, style: money },
      { header: 'Statement', width: 30 },
      { header: 'Page', width: 6 },
      ...(transfers ? [{ header: 'Transfer', width: 40 }] : []),
    ];
    const styles = columns.map((c) => c.style ?? 0);
    const sheet = workbook.addSheet(names[i], { frozenHeader: true, columns });
    sheet.add(...header(columns.map((c) => c.header)));
    for (const s of included) {
      for (const t of s.account.transactions) {
        sheet.add(
          [
            dateCell(t.date),
            cellText(t.description),
            cellText(payeeOf(t)),
            categoryLabelOf(t),
            t.amount,
            t.balance,
            cellText(s.label),
            t.page,
            ...(transfers ? [cellText(transferText(t))] : []),
          ],
          styles,
        );
        await sheet.flush();
      }
    }
    await sheet.end();
  }

  // Money in and out per category per account, across the batch's statements (duplicates left out, as above).
  const byCategory = workbook.addSheet('By category', { frozenHeader: true, columns: [22, 26, 14, 14, 14, 12].map((width) => ({ width })) });
  byCategory.add(...header(['Account', 'Category', 'Money in', 'Money out', 'Net', 'Transactions']));
  for (const group of checked.accounts) {
    const rows = group.statements.filter((s) => !s.duplicateOf).flatMap((s) => s.account.transactions);
    const digits = accountDigits(group.currency, rows.map((t) => t.amount));
    const money = workbook.style({ numFmt: currencyNumFmt(group.currency, digits) });
    for (const r of totalsByCategory(rows, digits)) {
      byCategory.add([cellText(group.accountNumber ?? 'unknown'), categoryLabel(r.category), r.moneyIn, r.moneyOut, sumMoney([r.moneyIn, -r.moneyOut], digits), r.count], [0, 0, money, money, money]);
    }
  }
  await byCategory.end();
  return workbook.finish();
}

/** A zip holding each statement of the batch in `format`, one file each (named after its upload). */
export async function toBatchZip(batch: BatchStatement[], format: ExportFormat, options: ExportOptions = {}): Promise<Buffer> {
  // Dated by a fixed day, not the clock: the same batch gives the same bytes.
  const zip = new ZipWriter(new Date('2000-01-01T12:00:00Z'));
  const used = new Set<string>();
  for (const { label, statement } of batch) {
    const file = await exportFile(statement, format, { ...options, fileName: label });
    // eslint-disable-next-line no-control-regex
    const base = label.replace(/\.pdf$/i, '').replace(/[<>:"/\\|?*\u0000-\u001F]/g, '_').slice(0, 120) || 'statement';
    let name = `${base}${file.extension}`;
    for (let n = 2; used.has(name.toLowerCase()); n += 1) name = `${base}-${n}${file.extension}`;
    used.add(name.toLowerCase());
    await zip.add(name, file.body);
  }
  return zip.finish();
}
