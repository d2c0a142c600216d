// npm run -s convert -- <statement.pdf> [--format <format>] [--out <file>] [--password <p>] [--date-format <order>] [--bank-id <id>] [--ofx-version 102|211] [--no-ocr] [--ocr-languages eng,deu]
// Exit codes: 0 converted, 1 the PDF was refused or a file could not be read/written, 2 usage error.
// The program is cli/program.ts; this runs its bundle when `make build` made a current one (cli/bundled.ts).
import { loadBundledCli } from './cli/bundled.js';

const { runCli } = loadBundledCli({ writeCodeCache: process.env.BANKXL_CLI_WRITE_CODE_CACHE === '1' }) ?? (await import('./cli/program.js'));
process.exitCode = await runCli(process.argv.slice(2));
