import os from 'node:os';
import path from 'node:path';
import { givenVerifiedUser, signInAs } from './support/accounts';
import { expect, test } from './support/fixtures';
import { buySmallBusinessPack, convertAndOpenReview, writeStatement } from './support/review';

/**
 * How fast the review of a long statement shows its first page, and whether scrolling grid and page together
 * drops frames (issue 24), measured as a user has it: under the gateway's CSP (the pages are drawn under it;
 * nothing here injects scripts) and without Playwright's trace, whose DOM snapshot after each action walks the
 * whole review on the page's main thread, about 30 ms (a CPU profile of it) in the middle of the wait being
 * measured, which no user's browser does. Prints its numbers; asserts only that the page was drawn.
 */
test.use({ trace: 'off' });

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
/** The machine's load as `uptime` prints it, and its cores: the times mean little without it (a shared machine). */
const machineLoad = () => `load average ${os.loadavg().map((l) => l.toFixed(2)).join(', ')} on ${os.cpus().length} cores`;

test.describe("a long statement's review, measured", () => {
  test.skip(({ isMobile }) => isMobile, 'one account per run: registrations are rate limited per IP');

  test('a fifty-page statement: time from opening the review to its first page painted, and frames while grid and page scroll together (measured, printed)', async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const { file } = await writeStatement(50);
    await signInAs(page, await givenVerifiedUser(request, 'pageview50'));
    // Fifty pages need fifty credits: the 400-credit pack through the sandbox checkout.
    await buySmallBusinessPack(page);
    const review = await convertAndOpenReview(page, file, 180_000);
    // The first page's picture is drawn just after the conversion's answer: measured once the server has it.
    const pictureStatus = () =>
      page.evaluate(async (address) => (await fetch(`/api${address}/first-page`, { headers: { Authorization: `Bearer ${localStorage.getItem('token')}` } })).status, review);
    await expect.poll(pictureStatus, { timeout: 30_000 }).toBe(200);

    const loadAtStart = machineLoad();
    const samples: Record<string, number>[] = [];
    // BY_ADDRESS_RUNS=10 for a median worth comparing two builds by (three runs vary by ±100 ms here).
    for (let run = 0; run < Number(process.env.BY_ADDRESS_RUNS ?? 3); run += 1) {
      await page.goto(review);
      // Waited for by its mark, read in the page every 100 ms: expect()'s visibility checks while polling
      // run on the page's thread and competed with it (the canvas's visibility is asserted once it is drawn).
      await page.waitForFunction(() => performance.getEntriesByName('bankxl:review-first-page').length > 0, null, { polling: 100, timeout: 30_000 });
      await expect(page.locator('canvas[data-page-canvas="1"][data-rendered="true"]')).toBeVisible();
      samples.push(
        await page.evaluate(() =>
          Object.fromEntries(
            ['rows-shown', 'pdf-fetched', 'pdfjs-loaded', 'worker-ready', 'pdf-opened', 'first-page', 'pdf-first-page'].map((name) => [name, Math.round(performance.getEntriesByName(`bankxl:review-${name}`)[0]?.startTime ?? -1)]),
          ),
        ),
      );
    }
    console.log(`[measure] 50-page review, ms from navigation start: ${JSON.stringify(samples)}`);
    // What pdf.js's worker alone takes to start, on the review now idle: against 'worker-ready' above, the
    // share of the first page's wait that is the machine's CPU shared with the rows and the server.
    console.log('[measure] pdf.js worker started on an idle page, ms: ' + JSON.stringify(await page.evaluate(async () => {
      const url = performance.getEntriesByType('resource').map((e) => e.name).find((n) => /pdf\.worker\.min-.*\.mjs$/.test(n))!;
      const out: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        const t = performance.now();
        const w = new Worker(url, { type: 'module' });
        await new Promise((r) => w.addEventListener('message', r, { once: true }));
        out.push(Math.round(performance.now() - t));
        w.terminate();
      }
      return out;
    })));
    console.log(`[measure] first page painted after the rows were shown: ${samples.map((s) => s['first-page'] - s['rows-shown']).join(', ')} ms`);
    expect(samples.every((s) => s['first-page'] > 0)).toBe(true);
    // Drawn under the CSP with the statement's fonts (loaded into a frame of their own): a page of text is
    // a few percent dark pixels.
    const ink = await page.evaluate(() => {
      const canvas = document.querySelector<HTMLCanvasElement>('canvas[data-page-canvas="1"]')!;
      const pixels = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
      let dark = 0;
      for (let i = 0; i < pixels.length; i += 4) if (pixels[i] < 128 && pixels[i + 3] > 0) dark += 1;
      return dark / (canvas.width * canvas.height);
    });
    expect(ink).toBeGreaterThan(0.01);

    // The usual way in: from the list of files (the app started, pdf.js warmed while the list was shown),
    // timed from the click on "Review" to the first page painted, and to the rows shown.
    const inApp: Record<string, number | string>[] = [];
    // FROM_LIST_RUNS=7 for a median (three runs vary by ±100 ms here, as above).
    for (let run = 0; run < Number(process.env.FROM_LIST_RUNS ?? 3); run += 1) {
      await page.goto('/documents');
      const open = page.getByRole('link', { name: `Review ${path.basename(file)}` });
      await expect(open).toBeVisible();
      await page.waitForTimeout(2_500);
      const clickedAt = await page.evaluate(() => performance.now());
      await open.click();
      // The first page may be painted before the rows are shown (page-picture.ts): both are waited for.
      await page.waitForFunction(() => ['first-page', 'rows-shown'].every((name) => performance.getEntriesByName(`bankxl:review-${name}`).length > 0), null, { polling: 100, timeout: 30_000 });
      inApp.push(
        await page.evaluate(
          (clickedAt) => ({
            ...Object.fromEntries(
              ['rows-shown', 'pdf-fetched', 'pdf-opened', 'first-page'].map((name) => [name, Math.round((performance.getEntriesByName(`bankxl:review-${name}`)[0]?.startTime ?? clickedAt - 1) - clickedAt)]),
            ),
            // When the PDF's and the rows' requests started and ended, from the click.
            ...Object.fromEntries(
              (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
                .filter((e) => e.startTime >= clickedAt && /\/api\/documents\/[^/]+\/(pdf|statement)$/.test(e.name))
                .map((e) => [`${e.name.endsWith('pdf') ? 'pdf' : 'rows'}-request`, `${Math.round(e.startTime - clickedAt)}-${Math.round(e.responseEnd - clickedAt)}`]),
            ),
          }),
          clickedAt,
        ),
      );
    }
    console.log(`[measure] 50-page review opened from the list, ms from the click: ${JSON.stringify(inApp)}`);
    expect(inApp.every((s) => Number(s['first-page']) > 0)).toBe(true);

    // Scroll the grid alone, then the grid and the page together, one step per frame, and time the frames:
    // the difference is what the page pane costs while scrolling. SCROLL_RUNS=10 for the median of ten
    // of each run's worst frame.
    const worst: Record<'grid' | 'together', number[]> = { grid: [], together: [] };
    for (let run = 0; run < Number(process.env.SCROLL_RUNS ?? 1); run += 1) for (const withPages of [false, true]) {
      await page.evaluate(() => {
        document.querySelector<HTMLElement>('.review-grid .table-scroll')!.scrollTop = 0;
        document.querySelector<HTMLElement>('.page-view__scroll')!.scrollTop = 0;
      });
      await page.waitForTimeout(500);
      const frames = await page.evaluate(
        (withPages) =>
          new Promise<number[]>((resolve) => {
            const grid = document.querySelector<HTMLElement>('.review-grid .table-scroll')!;
            const pane = document.querySelector<HTMLElement>('.page-view__scroll')!;
            const times: number[] = [];
            const step = (t: number) => {
              times.push(t);
              grid.scrollTop += 24;
              if (withPages) pane.scrollTop += 40;
              if (times.length < 300) requestAnimationFrame(step);
              else resolve(times.slice(1).map((v, i) => v - times[i]));
            };
            requestAnimationFrame(step);
          }),
        withPages,
      );
      const sorted = [...frames].sort((a, b) => a - b);
      const long = frames.filter((f) => f > 16.7 * 1.5);
      console.log(
        `[measure] ${frames.length} frames scrolling ${withPages ? 'grid and page together' : 'the grid alone'}: median ${sorted[Math.floor(sorted.length / 2)].toFixed(1)} ms, ` +
          `p95 ${sorted[Math.floor(sorted.length * 0.95)].toFixed(1)} ms, max ${sorted[sorted.length - 1].toFixed(1)} ms, frames over 25 ms: ${long.length}`,
      );
      worst[withPages ? 'together' : 'grid'].push(sorted[sorted.length - 1]);
    }
    // The two targets (issue 41): the first page painted within 500 ms of navigation and no frame over
    // 50 ms while scrolling, each the median of ten runs on a quiet machine; printed with the machine's load.
    const firstPaints = samples.map((s) => s['first-page']);
    // The first page is painted from the server's picture of it (page-picture.ts); pdf.js draws it sharp after.
    const pdfPaints = samples.map((s) => s['pdf-first-page']);
    console.log(
      `[measure] SUMMARY 50-page review: first page painted ${median(firstPaints)} ms after navigation (median of ${firstPaints.length}: ${firstPaints.join(', ')}; target 500), ` +
        `drawn by pdf.js ${median(pdfPaints)} ms (${pdfPaints.join(', ')}); ` +
        `worst scroll frame ${median(worst.grid).toFixed(1)} ms scrolling the grid, ${median(worst.together).toFixed(1)} ms the grid and pages together ` +
        `(median of ${worst.grid.length} runs' worst: ${worst.grid.map((w) => w.toFixed(0)).join(', ')} / ${worst.together.map((w) => w.toFixed(0)).join(', ')}; target 50); ` +
        `${loadAtStart} at the start, ${machineLoad()} at the end`,
    );
  });
});
