import { http, HttpResponse } from 'msw';
import type { Statement } from '../features/statement/types';
import type { Me } from '../session';

/** GET /api/me answering with this user, recording the headers it saw. */
export function meReturns(me: Me, seen: Headers[] = []) {
  return http.get('/api/me', ({ request }) => {
    seen.push(request.headers);
    return HttpResponse.json(me);
  });
}

/**
 * The documents service's review calls for one document, with its version counter: GET/PUT statement
 * (409 on a stale version, like the server), GET the document. `saves` records what each PUT sent.
 */
export function reviewServer(id: string, statement: Statement, doc: Record<string, unknown> = {}) {
  const state = { version: 1, statement, saves: [] as { version: number; statement: Statement }[], loads: 0, history: [] as unknown[] };
  const handlers = [
    http.get(`/api/documents/${id}`, () =>
      HttpResponse.json({
        id,
        original_filename: 'july.pdf',
        stored_filename: `${id}.xlsx`,
        upload_date: new Date().toISOString(),
        verdict: state.statement.accounts[0]?.checks.verdict ?? 'cannot_verify',
        corrected: state.version > 1,
        ...doc,
      }),
    ),
    http.get(`/api/documents/${id}/statement`, () => {
      state.loads += 1;
      return HttpResponse.json({ version: state.version, statement: state.statement });
    }),
    http.get(`/api/documents/${id}/history`, () => HttpResponse.json(state.history)),
    // pdf.js does not run in jsdom: the page pane is tested in the browser (e2e/review-page.spec.ts); here the PDF has expired.
    http.get(`/api/documents/${id}/pdf`, () => HttpResponse.json({ error: 'expired', message: 'This file has expired.' }, { status: 410 })),
    http.put(`/api/documents/${id}/statement`, async ({ request }) => {
      const body = (await request.json()) as { version: number; statement: Statement };
      state.saves.push(body);
      if (body.version !== state.version) {
        return HttpResponse.json({ error: 'stale_version', message: 'The document was saved since you loaded it.', version: state.version }, { status: 409 });
      }
      state.version += 1;
      state.statement = body.statement;
      state.history.push({ version: state.version, at: new Date().toISOString(), changes: { rowsAdded: 0, rowsRemoved: 0, rowsEdited: 1, accountsChanged: 1 } });
      return HttpResponse.json({ version: state.version, statement: state.statement });
    }),
  ];
  return { state, handlers };
}
