// npm run -s convert -- <statement.pdf> [--format xlsx|csv|json] [--out <file>] [--password <p>]
// Exit codes: 0 converted, 1 the PDF was refused or a file could not be read/written, 2 usage error.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseStatement, StatementError } from '@bankxl/statement';
import { EXPORT_FORMATS, exportStatement, isExportFormat, type ExportFormat } from './formats.js';

const USAGE = `Usage: npm run -s convert -- <statement.pdf> [--format xlsx|csv|json] [--out <file>] [--password <password>]

Converts a PDF bank statement. The format defaults to xlsx. Without --out, json is printed to
stdout, and xlsx or csv is written next to the PDF (its path is printed).`;

class UsageError extends Error {}

type Args = { input: string; format: ExportFormat; out: string | undefined; password: string | undefined };

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
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) return 'help';
  if (positionals.length !== 1) throw new UsageError('Give exactly one PDF file.');
  if (!isExportFormat(values.format)) throw new UsageError(`Unknown format "${values.format}": use xlsx, csv or json.`);
  return { input: positionals[0], format: values.format, out: values.out, password: values.password };
}

// statement.pdf -> statement.xlsx, in the same folder.
function besideInput(input: string, format: ExportFormat): string {
  const parsed = path.parse(input);
  const out = path.join(parsed.dir, parsed.name + EXPORT_FORMATS[format].extension);
  if (path.resolve(out) === path.resolve(input)) throw new UsageError(`Writing next to ${input} would overwrite it; give --out.`);
  return out;
}

async function main(argv: string[]): Promise<number> {
  const args = readArgs(argv);
  if (args === 'help') {
    console.log(USAGE);
    return 0;
  }
  const outFile = args.out ?? (args.format === 'json' ? undefined : besideInput(args.input, args.format));

  let bytes: Buffer;
  try {
    bytes = await readFile(args.input);
  } catch (e) {
    console.error(`Cannot read ${args.input}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`);
    return 1;
  }

  const statement = await parseStatement(new Uint8Array(bytes), { password: args.password });
  const output = await exportStatement(statement, args.format, { fileName: path.basename(args.input) });

  const transactions = statement.accounts.reduce((n, a) => n + a.transactions.length, 0);
  const verdicts = statement.accounts.map((a) => a.checks.verdict).join(', ') || 'none';
  console.error(`${statement.accounts.length} account(s), ${transactions} transaction(s); check: ${verdicts}`);

  if (outFile === undefined) {
    process.stdout.write(output);
  } else {
    await writeFile(outFile, output);
    console.log(outFile);
  }
  return 0;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (e) {
  if (e instanceof UsageError) {
    console.error(`${e.message}\n\n${USAGE}`);
    process.exitCode = 2;
  } else if (e instanceof StatementError) {
    // The message is written for users, e.g. "This file is not a PDF."
    console.error(e.message);
    process.exitCode = 1;
  } else {
    console.error(`Conversion failed: ${(e as Error)?.message ?? e}`);
    process.exitCode = 1;
  }
}
