import { describe, expect, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { aMe, aStatementWithOneWrongAmount } from '../../../testing/builders';
import { meReturns, reviewServer } from '../../../testing/handlers';
import { renderApp } from '../../../testing/render';
import { server } from '../../../testing/server';

const ID = 'doc-9';
const DELETED_TEXT = 'This document was deleted: its PDF, workbooks and rows are no longer kept.';

/** The review server, with DELETE /api/documents/:id answering `answer` (204 by default); after a 204 the document reads as deleted. */
function openReview(answer: () => Response = () => new HttpResponse(null, { status: 204 }), opts: { deleted?: boolean } = {}) {
  const fake = reviewServer(ID, aStatementWithOneWrongAmount());
  const state = { deletes: 0, deleted: Boolean(opts.deleted) };
  server.use(
    meReturns(aMe()),
    http.delete(`/api/documents/${ID}`, () => {
      state.deletes += 1;
      const res = answer();
      if (res.status === 204) state.deleted = true;
      return res;
    }),
    http.get(`/api/documents/${ID}`, () =>
      HttpResponse.json({ id: ID, original_filename: 'july.pdf', stored_filename: `${ID}.xlsx`, upload_date: new Date().toISOString(), expired: state.deleted, deleted: state.deleted, verdict: 'not_verified' }),
    ),
    // Until deleted, the review server's own statement handler answers (a resolver returning nothing falls through).
    http.get(`/api/documents/${ID}/statement`, () =>
      state.deleted ? HttpResponse.json({ message: 'This file was deleted.', code: 'deleted' }, { status: 410 }) : undefined,
    ),
    ...fake.handlers,
  );
  return { ...renderApp(`/documents/${ID}`, { token: 't' }), state };
}

describe('Delete now on the review page', () => {
  test('when the user confirms Delete now, then the document is deleted once and the page says so, with no grid and no actions left', async () => {
    const { user, state } = openReview();
    await screen.findByLabelText('Amount, row 3');
    await user.click(screen.getByRole('button', { name: 'Delete now: july.pdf' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this file now?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Delete now' }));

    expect(await screen.findByText(DELETED_TEXT)).toBeInTheDocument();
    expect(state.deletes).toBe(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Amount, row 3')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Save|Download|Delete now|Undo/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your files' })).toHaveAttribute('href', '/documents');
  });

  test('when the user cancels (or presses Escape), then nothing is deleted and the grid stays', async () => {
    const { user, state } = openReview();
    await screen.findByLabelText('Amount, row 3');
    await user.click(screen.getByRole('button', { name: 'Delete now: july.pdf' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete now: july.pdf' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(state.deletes).toBe(0);
    expect(screen.getByLabelText('Amount, row 3')).toBeInTheDocument();
  });

  test('when the delete fails, then the server message shows in the dialog and the document stays', async () => {
    const { user, state } = openReview(() =>
      HttpResponse.json({ message: 'Your file cannot be deleted right now. Please try again shortly.', code: 'storage_unavailable' }, { status: 503 }),
    );
    await screen.findByLabelText('Amount, row 3');
    await user.click(screen.getByRole('button', { name: 'Delete now: july.pdf' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete now' }));
    expect(await within(screen.getByRole('dialog')).findByText('Your file cannot be deleted right now. Please try again shortly.')).toBeInTheDocument();
    expect(state.deletes).toBe(1);
    expect(screen.getByLabelText('Amount, row 3')).toBeInTheDocument();
  });

  test('when a deleted document is opened, then the page says it was deleted and shows no grid', async () => {
    openReview(undefined, { deleted: true });
    expect(await screen.findByText(DELETED_TEXT)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByLabelText('Amount, row 3')).not.toBeInTheDocument());
  });
});
