// The CLI's program: cli.ts runs it, from its bundle when there is a current one (cli/bundled.ts); the bankxl
// package's bin runs the same bundle (scripts/pack-cli.mjs).
import fs from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Worker } from 'node:worker_threads';
import { createTesseractEngine, OCR_LANGUAGES, parseStatement, PdfPageThread, ScansFoundError, StatementError, type ClosableOcrEngine, type OcrLanguage } from '@bankxl/statement';
import { EXPORT_FORMATS, exportFile, isExportFormat, type ExportFormat, type ExportOptions } from '../formats.js';
import { DATE_FORMATS, isDateFormat } from '../ledger-values.js';
import { expandInputs, InputError } from './inputs.js';
import { startPageWorker } from './page-thread.js';
import { convertedOutcome, exitCode, progressLine, summaryTable, type FileOutcome } from './summary.js';
import { StageTimings } from './timings.js';

const FORMAT_NAMES = Object.keys(EXPORT_FORMATS).join('|');

const USAGE = `Usage: bankxl <statement.pdf | folder | glob>... [--format ${FORMAT_NAMES}] [-o <folder or file>]
       [--password <password>] [--date-format ${DATE_FORMATS.join('|')}] [--bank-id <Intuit bank id>]
       [--ofx-version 102|211] [--no-ocr] [--ocr-languages ${OCR_LANGUAGES.join(',')}]

Converts PDF bank statements: statement.pdf becomes statement.xlsx beside it, or in the folder -o names
(made when missing). A folder stands for the PDFs in it; a glob ("statements/*.pdf", "**/*.pdf") is expanded
here when no shell did. The format defaults to xlsx. With one file, -o may name the output file instead, and
json without -o goes to stdout. Each file written is printed on stdout; a table of every file (pages, rows,
verdict) ends the run on stderr, after a line per file as each is done when stderr is a terminal.
Exit code: 0 every file converted and verified, 1 some converted but not verified (the rows do not add up to
the balances, or there was nothing to check them against), 2 a file refused (not a PDF, unreadable,
password-protected...) or a wrong command line.
Formats that hold one account (the qbo-csv, qbo-csv-4, xero-csv and sage-csv layouts) give a .zip of one
file per account when the statement has several; mt940 and camt053 hold a statement per account in one file. --date-format sets the date order of qif and the ledger
CSVs; --bank-id the INTU.BID of qfx and qbo; --ofx-version the OFX dialect (1.0.2 SGML or 2.1.1 XML).
Pages without a usable text layer (a scan) are read by OCR, as the service reads them, in English unless
--ocr-languages names others; --no-ocr refuses them instead.`;

class UsageError extends Error {}

// The page thread runs this program's servePdfPages (cli/page-thread.ts).
export { servePdfPages } from '@bankxl/statement';

/**
 * A thread that reads the pages with pdf.js while the engine reads the rows of those before (about half a cold
 * conversion's time was pdf.js's, on one core of two). cli.ts starts it before it loads this program, so that
 * their start-ups overlap; otherwise it starts here.
 */
function pageThread(option: CliOptions['pageThread']): PdfPageThread | null {
  if (option === false) return null;
  return new PdfPageThread(option ?? startPageWorker(import.meta.url));
}

type Args = { inputs: string[]; format: ExportFormat; out: string | undefined; password: string | undefined; options: ExportOptions; ocr: OcrLanguage[] | null };

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
  if (!positionals.length) throw new UsageError('Give a PDF file, a folder or a glob.');
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
  const options: ExportOptions = { dateFormat, ofxVersion, intuitBankId: bankId };
  return { inputs: positionals, format: values.format, out: values.out, password: values.password, options, ocr: values['no-ocr'] ? null : (languages as OcrLanguage[]) };
}

/** Where one file's output goes: stdout, a file the user named, or a folder (beside the PDF or -o's). */
type Target = { kind: 'stdout' } | { kind: 'file'; path: string } | { kind: 'folder'; dir: string };

/** statement.pdf -> statement.xlsx in the target's folder (a zip's extension is known only after the export). */
function outputPath(input: string, target: Target, extension: string): string | null {
  if (target.kind === 'stdout') return null;
  if (target.kind === 'file') return target.path;
  return path.join(target.dir, path.parse(input).name + extension);
}

/**
 * Each file's target, checked before any work: no output may overwrite an input or another file's output
 * (a/statement.pdf and b/statement.pdf into one -o folder), and -o names a file only for one input.
 */
function planTargets(files: string[], args: Args): Target[] {
  const out = args.out;
  const outIsFolder = out !== undefined && (files.length > 1 || /[\\/]$/.test(out) || fs.statSync(out, { throwIfNoEntry: false })?.isDirectory() === true);
  const targets: Target[] = files.map((file) => {
    if (out === undefined) return args.format === 'json' && files.length === 1 ? { kind: 'stdout' } : { kind: 'folder', dir: path.dirname(file) };
    return outIsFolder ? { kind: 'folder', dir: out } : { kind: 'file', path: out };
  });
  if (outIsFolder && fs.statSync(out, { throwIfNoEntry: false })?.isFile()) throw new UsageError(`-o ${out} is a file: with several PDFs, -o names a folder.`);
  const extension = EXPORT_FORMATS[args.format].extension;
  const inputs = new Set(files.map((f) => path.resolve(f)));
  const claimed = new Map<string, string>();
  files.forEach((file, i) => {
    const output = outputPath(file, targets[i], extension);
    if (output === null) return;
    const key = path.resolve(output);
    if (inputs.has(key)) throw new UsageError(`Writing ${output} would overwrite the input ${output}; give -o.`);
    const other = claimed.get(key);
    if (other !== undefined) throw new UsageError(`${other} and ${file} would both be written to ${output}; convert them into different folders.`);
    claimed.set(key, file);
  });
  return targets;
}

/** The OCR engine, started when the first scan needs it (a second or two) and shared by the files after it. */
class OcrOnDemand {
  private engine: Promise<ClosableOcrEngine> | null = null;
  constructor(private readonly languages: OcrLanguage[]) {}
  get(): Promise<ClosableOcrEngine> {
    return (this.engine ??= createTesseractEngine({ languages: this.languages }));
  }
  async close(): Promise<void> {
    if (this.engine) await (await this.engine).close();
  }
}

/** A line a terminal shows while a file is read, rewritten with its outcome; nothing when stderr is not a terminal. */
class Progress {
  private open = false;
  constructor(private readonly tty: boolean) {}
  start(line: string): void {
    if (!this.tty) return;
    process.stderr.write(`${line} ...`);
    this.open = true;
  }
  /** A message of its own (OCR is starting): on its own line, the progress line stays above it. */
  note(message: string): void {
    if (this.open) process.stderr.write('\n');
    this.open = false;
    console.error(message);
  }
  done(line: string): void {
    if (!this.tty) return;
    process.stderr.write(this.open ? `\r\x1b[K${line}\n` : `${line}\n`);
    this.open = false;
  }
}

/** A file's outcome, and the output itself when it goes to stdout (printed once the progress line is done). */
type Converted = { outcome: FileOutcome; stdout: Buffer | null; timings?: StageTimings | null };

/**
 * `pagesDone`: called once this file's pages are read (the page thread is free; after the last file it is stopped
 * then, so that its ending overlaps the engine's finish and the workbook instead of following them).
 */
async function convertFile(file: string, target: Target, args: Args, ocr: OcrOnDemand | null, progress: Progress, pages: PdfPageThread | null, pagesDone: () => void = () => undefined): Promise<Converted> {
  const timings = StageTimings.forFile(file);
  timings?.mark('file started');
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return { outcome: { file, kind: 'refused', reason: `cannot read it (${code ?? (e as Error).message})` }, stdout: null };
  }
  // One pass over the pages for a PDF with a text layer. A page without one stops that pass (ScansFoundError,
  // after only a look at the remaining pages) and the document is read again with an OCR engine, started only
  // then: starting one takes a second or two, and reading every page twice cost a 50-page statement 0.5 s.
  const pdf = new Uint8Array(bytes);
  let statement;
  try {
    try {
      statement = await parseStatement(pdf, {
        password: args.password,
        scansElsewhere: ocr !== null,
        open: pages ? (bytes, password) => pages.open(bytes, password) : undefined,
        onProgress: timings ? ({ pagesDone, pages: all, reading }) => (pagesDone === 0 || reading === null) && timings.mark(reading ? 'first page read' : `all ${all} pages read`) : undefined,
      });
    } catch (e) {
      if (!(e instanceof ScansFoundError) || !ocr) throw e;
      progress.note(`Reading ${e.probe.withoutText.length} page(s) of ${file} without a usable text layer by OCR...`);
      statement = await parseStatement(pdf, { password: args.password, ocr: await ocr.get() });
    }
  } catch (e) {
    // The message is written for users, e.g. "This file is not a PDF."
    if (e instanceof StatementError) return { outcome: { file, kind: 'refused', reason: e.message }, stdout: null };
    throw e;
  } finally {
    pagesDone();
  }
  timings?.mark('engine done (rows, balances, verdict)');
  const output = await exportFile(statement, args.format, { ...args.options, fileName: path.basename(file) });
  timings?.mark(`payees, categories and the ${args.format} written in memory`);
  const outFile = outputPath(file, target, output.extension);
  if (outFile !== null) await writeFile(outFile, output.body);
  timings?.mark('file written');
  return { outcome: convertedOutcome(file, statement, outFile), stdout: outFile === null ? output.body : null, timings };
}

async function main(argv: string[], options: CliOptions): Promise<number> {
  const args = readArgs(argv);
  if (args === 'help') {
    console.log(USAGE);
    return 0;
  }
  let files: string[];
  try {
    files = expandInputs(args.inputs);
  } catch (e) {
    if (e instanceof InputError) throw new UsageError(e.message);
    throw e;
  }
  const targets = planTargets(files, args);
  if (args.out !== undefined && targets[0].kind === 'folder') await mkdir(args.out, { recursive: true });

  const pages = pageThread(options.pageThread);
  const progress = new Progress(process.stderr.isTTY === true);
  const ocr = args.ocr ? new OcrOnDemand(args.ocr) : null;
  const outcomes: FileOutcome[] = [];
  let pagesEnded: Promise<void> | undefined;
  // Every file is converted by the time it ends: a thread that fails to end cleanly fails no conversion.
  const endPages = () => (pagesEnded ??= pages?.terminate().catch(() => undefined));
  try {
    for (const [i, file] of files.entries()) {
      progress.start(`[${i + 1}/${files.length}] ${file}`);
      let converted: Converted;
      try {
        converted = await convertFile(file, targets[i], args, ocr, progress, pages, i === files.length - 1 ? () => void endPages() : undefined);
      } catch (e) {
        // One file's failure (a write refused, a bug) is reported with the others; the rest are still converted.
        converted = { outcome: { file, kind: 'refused', reason: `conversion failed: ${(e as Error)?.message ?? e}` }, stdout: null };
      }
      const { outcome } = converted;
      outcomes.push(outcome);
      progress.done(progressLine(i + 1, files.length, outcome));
      // After the progress line: a terminal showing both streams gets whole lines.
      if (converted.stdout) process.stdout.write(converted.stdout);
      else if (outcome.kind === 'converted' && outcome.output) console.log(outcome.output);
      if (converted.timings) console.error(converted.timings.report());
    }
  } finally {
    await ocr?.close();
    await endPages();
  }
  console.error(summaryTable(outcomes));
  return exitCode(outcomes);
}

/** `pageThread`: a page thread already started (cli.ts), or false to read the pages on this thread. By default one is started. */
export type CliOptions = { pageThread?: Worker | false };

/** Runs the CLI on its arguments (without node and the script) and gives the exit code; errors are printed. */
export async function runCli(argv: string[], options: CliOptions = {}): Promise<number> {
  try {
    return await main(argv, options);
  } catch (e) {
    if (e instanceof UsageError) {
      console.error(`${e.message}\n\n${USAGE}`);
      return 2;
    }
    console.error(`Conversion failed: ${(e as Error)?.message ?? e}`);
    return 2;
  } finally {
    // A thread given and not used (--help, a wrong command line) stops too.
    if (options.pageThread) await options.pageThread.terminate();
  }
}
