// npm run -s convert -- <statement.pdf | folder | glob>... [--format <format>] [-o <folder or file>] [--password <p>] [--date-format <order>] [--bank-id <id>] [--ofx-version 102|211] [--no-ocr] [--ocr-languages eng,deu]
// Exit codes: 0 every file verified, 1 some converted but not verified, 2 a file refused or a usage error.
// The program is cli/program.ts; this runs its bundle when `make build` made a current one (cli/bundled.ts).
import { pathToFileURL } from 'node:url';
import { bundleIsCurrent, CLI_BUNDLE, loadBundledCli } from './cli/bundled.js';
import { startPageWorker } from './cli/page-thread.js';

const writeCodeCache = process.env.BANKXL_CLI_WRITE_CODE_CACHE === '1';
const bundled = bundleIsCurrent();
// The page thread (pdf.js) starts first, so that it loads while this thread loads the program. In the build's
// training run each thread writes the code cache of what it ran (cli/page-thread.ts).
const pageThread = startPageWorker(bundled ? pathToFileURL(CLI_BUNDLE).href : new URL('./cli/program.js', import.meta.url).href, { writeCodeCache });
const { runCli } = (bundled ? loadBundledCli({ writeCodeCache, current: true }) : null) ?? (await import('./cli/program.js'));
process.exitCode = await runCli(process.argv.slice(2), { pageThread });
