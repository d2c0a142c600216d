// npm run -s convert -- <statement.pdf | folder | glob>... [--format <format>] [-o <folder or file>] [--password <p>] [--date-format <order>] [--bank-id <id>] [--ofx-version 102|211] [--no-ocr] [--ocr-languages eng,deu]
// Exit codes: 0 every file verified, 1 some converted but not verified, 2 a file refused or a usage error.
// The program is cli/program.ts; this runs its bundle when `make build` made a current one (cli/bundled.ts).
import { loadBundledCli } from './cli/bundled.js';

const writeCodeCache = process.env.BANKXL_CLI_WRITE_CODE_CACHE === '1';
const { runCli } = loadBundledCli({ writeCodeCache }) ?? (await import('./cli/program.js'));
// The training run reads its pages on this thread, so that the cache it writes holds pdf.js's code for the page thread.
process.exitCode = await runCli(process.argv.slice(2), { pageThread: !writeCodeCache });
