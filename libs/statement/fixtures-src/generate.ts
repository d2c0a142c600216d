/**
 * Regenerates libs/statement/test/fixtures: every statement family rendered twice (pdf-lib and
 * Chromium print-to-PDF) with its ground truth, plus the refusal cases.
 * Run: npx tsc -b libs/statement && node libs/statement/dist/fixtures-src/generate.js
 * Needs /usr/bin/chromium and qpdf (apt-get install -y chromium qpdf); tests only read the committed output.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { chromium } from 'playwright-core';
import { statementFixtures } from './catalog.js';
import type { Truth } from './model.js';
import { renderWithChromium, toHtml } from './render-html.js';
import { forStandardFonts, renderWithPdfLib } from './render-pdflib.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.resolve(here, '../../test/fixtures');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const write = (name: string, pdf: Uint8Array, truth: Truth) => {
  writeFileSync(path.join(out, `${name}.pdf`), pdf);
  writeFileSync(path.join(out, `${name}.truth.json`), JSON.stringify(truth, null, 2) + '\n');
};

/** pdf-lib stamps the current time; fixed dates make regenerated files byte-identical. */
function fixDates(pdf: PDFDocument): void {
  pdf.setCreationDate(new Date('2024-01-01T00:00:00Z'));
  pdf.setModificationDate(new Date('2024-01-01T00:00:00Z'));
}

async function main() {
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  try {
    const fixtures = statementFixtures();
    // Each fixture gets its own font, size and heading alignment in each renderer, so no two look alike.
    for (const [i, f] of fixtures.entries()) {
      write(`${f.name}.pdflib`, await renderWithPdfLib(forStandardFonts(f.doc), i), f.truth);
      write(`${f.name}.chromium`, await renderWithChromium(browser, f.doc, i + 1), f.truth);
    }
    await refusals(browser, fixtures[0]);
    console.warn(`wrote ${fixtures.length * 2} statement fixtures and the refusals to ${out}`);
  } finally {
    await browser.close();
  }
}

async function refusals(browser: Awaited<ReturnType<typeof chromium.launch>>, base: ReturnType<typeof statementFixtures>[number]) {
  const refusal = (error: string, extra: object = {}): Truth => ({ family: 'refusal', error, ...extra });
  const page = await browser.newPage({ viewport: { width: 794, height: 1123 } });
  await page.setContent(toHtml(base.doc));
  const png = await page.screenshot({ fullPage: false });
  await page.close();

  write('refusal-png-renamed', png, refusal('not_a_pdf'));
  write('refusal-empty', new Uint8Array(), refusal('not_a_pdf'));
  const good = await renderWithPdfLib(forStandardFonts(base.doc));
  write('refusal-truncated', good.slice(0, Math.floor(good.length * 0.6)), refusal('corrupt_pdf'));
  const garbage = Buffer.concat([Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 9 0 R'), Buffer.from(Array.from({ length: 600 }, (_, i) => (i * 131 + 7) % 256)), Buffer.from('\nstartxref\n99999\n%%EOF\n')]);
  write('refusal-corrupt', garbage, refusal('corrupt_pdf'));

  // A scan: the page as a picture, no text layer.
  const scan = await PDFDocument.create();
  fixDates(scan);
  const image = await scan.embedPng(png);
  scan.addPage([595.28, 841.89]).drawImage(image, { x: 0, y: 0, width: 595.28, height: 841.89 });
  write('refusal-scanned', await scan.save(), refusal('no_text_layer'));

  // A letter: text, but no transaction table.
  const letter = await PDFDocument.create();
  fixDates(letter);
  const font = await letter.embedFont(StandardFonts.Helvetica);
  const lp = letter.addPage([595.28, 841.89]);
  const text = [
    'Albion Bank plc', '', 'Mr J Smith', '12 High Street', 'London SW1A 1AA', '', '3 March 2024', '',
    'Dear Mr Smith,', '', 'Changes to your account terms and conditions', '',
    'We are writing to let you know about some changes to the terms of your current account.',
    'From 1 May 2024 the monthly account fee will be 3.00. Your account number 43218765 is not affected',
    'otherwise. You do not need to do anything. If you have questions, call us on 0800 123 456.', '', 'Yours sincerely,', '', 'Customer Services',
  ];
  text.forEach((line, i) => lp.drawText(line, { x: 56, y: 780 - i * 16, size: 10, font }));
  write('refusal-letter', await letter.save(), refusal('no_transactions'));

  // Encrypted with a user password (qpdf): refused without it, refused with a wrong one, read with the right one.
  const plain = path.join(out, 'tmp-plain.pdf');
  const locked = path.join(out, 'tmp-locked.pdf');
  writeFileSync(plain, good);
  // --static-id and --static-aes-iv (qpdf's testing switches) keep the encrypted file identical run to run.
  execFileSync('qpdf', ['--static-id', '--static-aes-iv', '--encrypt', 'statement-2024', 'owner-secret', '128', '--use-aes=y', '--', plain, locked]);
  const encrypted = readFileSync(locked);
  // AES-256 too (its random salts make this one file differ on every run).
  execFileSync('qpdf', ['--encrypt', 'statement-2024', 'owner-secret', '256', '--', plain, locked]);
  write('encrypted-aes256-with-password', readFileSync(locked), { ...(base.truth as object), password: 'statement-2024' } as Truth);
  rmSync(plain);
  rmSync(locked);
  write('encrypted-no-password', encrypted, refusal('password_required'));
  write('encrypted-wrong-password', encrypted, refusal('wrong_password', { password: 'not-the-password' }));
  write('encrypted-with-password', encrypted, { ...(base.truth as object), password: 'statement-2024' } as Truth);
}

await main();
