// The CLI's program: cli.ts runs it, from its bundle when there is a current one (cli/bundled.ts).
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createTesseractEngine, OCR_LANGUAGES, parseStatement, ScansFoundError, StatementError, type ClosableOcrEngine, type OcrLanguage } from '@bankxl/statement';
import { EXPORT_FORMATS, exportFile, isExportFormat, type ExportFormat, type ExportOptions } from '../formats.js';
import { DATE_FORMATS, isDateFormat } from '../ledger-values.js';

const FORMAT_NAMES = Object.keys(EXPORT_FORMATS).join('|');

const USAGE = `Usage: npm run -s convert -- <statement.pdf> [--format ${FORMAT_NAMES}] [--out <file>] [--password <password>]
       [--date-format ${DATE_FORMATS.join('|')}] [--bank-id <Intuit bank id>] [--ofx-version 102|211]
       [--no-ocr] [--ocr-languages ${OCR_LANGUAGES.join(',')}]

Converts a PDF bank statement. The format defaults to xlsx. Without --out, json is printed to
stdout, and every other format is written next to the PDF (its path is printed). Formats that
hold one account (the qbo-csv, qbo-csv-4, xero-csv and sage-csv layouts) give a .zip of one file
per account when the statement has several; mt940 and camt053 hold a statement per account in one
file. --date-format sets the date order of qif and the
ledger CSVs; --bank-id the INTU.BID of qfx and qbo; --ofx-version the OFX dialect (1.0.2 SGML or 2.1.1 XML).
Pages without a usable text layer (a scan) are read by OCR, as the service reads them, in English unless
--ocr-languages names others; --no-ocr refuses them instead.`;

class UsageError extends Error {}

type Args = { input: string; format: ExportFormat; out: string | undefined; password: string | undefined; options: ExportOptions; ocr: OcrLanguage[] | null };

function readArgs(argv: string[]): Args | 'help' {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        format: { type: 'string', short: 'f', default: 'xlsx' },
        out: { type: 'string', short: 'o' },
        password: { type: 'string', short: 'p' },
        'date-format': { type: 'string' },
        'bank-id': { type: 'string' },
        'ofx-version': { type: 'string' },
        'no-ocr': { type: 'boolean' },
        'ocr-languages': { type: 'string', default: 'eng' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) return 'help';
  if (positionals.length !== 1) throw new UsageError('Give exactly one PDF file.');
  if (!isExportFormat(values.format)) throw new UsageError(`Unknown format "${values.format}": use one of ${FORMAT_NAMES.replace(/\|/g, ', ')}.`);
  const dateFormat = values['date-format'];
  if (dateFormat !== undefined && !isDateFormat(dateFormat)) throw new UsageError(`Unknown date format "${dateFormat}": use ${DATE_FORMATS.join(', ')}.`);
  const ofxVersion = values['ofx-version'];
  if (ofxVersion !== undefined && ofxVersion !== '102' && ofxVersion !== '211') throw new UsageError(`Unknown OFX version "${ofxVersion}": use 102 or 211.`);
  const bankId = values['bank-id'];
  if (bankId !== undefined && !/^[A-Za-z0-9]{1,32}$/.test(bankId)) throw new UsageError(`The bank id "${bankId}" should be letters and digits only.`);
  const languages = values['ocr-languages']!.split(',').map((l) => l.trim()).filter(Boolean);
  const unknown = languages.filter((l) => !(OCR_LANGUAGES as readonly string[]).includes(l));
  if (unknown.length || !languages.length) throw new UsageError(`Unknown OCR language "${unknown.join(', ') || values['ocr-languages']}": use ${OCR_LANGUAGES.join(', ')}.`);
  const options: ExportOptions = { fileName: path.basename(positionals[0]), dateFormat, ofxVersion, intuitBankId: bankId };
  return { input: positionals[0], format: values.format, out: values.out, password: values.password, options, ocr: values['no-ocr'] ? null : (languages as OcrLanguage[]) };
}

// statement.pdf -> statement.xlsx, in the same folder.
function besideInput(input: string, extension: string): string {
  const parsed = path.parse(input);
  const out = path.join(parsed.dir, parsed.name + extension);
  if (path.resolve(out) === path.resolve(input)) throw new UsageError(`Writing next to ${input} would overwrite it; give --out.`);
  return out;
}

async function main(argv: string[]): Promise<number> {
  const args = readArgs(argv);
  if (args === 'help') {
    console.log(USAGE);
    return 0;
  }
  // Checked before any work; a zip's name is settled once the accounts are known.
  if (args.out === undefined && args.format !== 'json') besideInput(args.input, EXPORT_FORMATS[args.format].extension);

  let bytes: Buffer;
  try {
    bytes = await readFile(args.input);
  } catch (e) {
    console.error(`Cannot read ${args.input}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
    return 1;
  }

  // One pass over the pages for a PDF with a text layer. A page without one stops that pass (ScansFoundError,
  // after only a look at the remaining pages) and the document is read again with an OCR engine, started only
  // then: starting one takes a second or two, and reading every page twice cost a 50-page statement 0.5 s.
  const pdf = new Uint8Array(bytes);
  let statement;
  try {
    statement = await parseStatement(pdf, { password: args.password, scansElsewhere: args.ocr !== null });
  } catch (e) {
    if (!(e instanceof ScansFoundError) || !args.ocr) throw e;
    console.error(`Reading ${e.probe.withoutText.length} page(s) without a usable text layer by OCR...`);
    const ocr: ClosableOcrEngine = await createTesseractEngine({ languages: args.ocr });
    try {
      statement = await parseStatement(pdf, { password: args.password, ocr });
    } finally {
      await ocr.close();
    }
  }
  const output = await exportFile(statement, args.format, args.options);
  const outFile = args.out ?? (args.format === 'json' ? undefined : besideInput(args.input, output.extension));

  const transactions = statement.accounts.reduce((n, a) => n + a.transactions.length, 0);
  const verdicts = statement.accounts.map((a) => a.checks.verdict).join(', ') || 'none';
  console.error(`${statement.accounts.length} account(s), ${transactions} transaction(s); check: ${verdicts}`);

  if (outFile === undefined) {
    process.stdout.write(output.body);
  } else {
    await writeFile(outFile, output.body);
    console.log(outFile);
  }
  return 0;
}

/** Runs the CLI on its arguments (without node and the script) and gives the exit code; errors are printed. */
export async function runCli(argv: string[]): Promise<number> {
  try {
    return await main(argv);
  } catch (e) {
    if (e instanceof UsageError) {
      console.error(`${e.message}\n\n${USAGE}`);
      return 2;
    }
    if (e instanceof StatementError) {
      // The message is written for users, e.g. "This file is not a PDF."
      console.error(e.message);
      return 1;
    }
    console.error(`Conversion failed: ${(e as Error)?.message ?? e}`);
    return 1;
  }
}
