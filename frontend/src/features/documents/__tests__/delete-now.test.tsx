import { describe, expect, test } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { aDocument, aMe } from '../../../testing/builders';
import { meReturns } from '../../../testing/handlers';
import { renderApp } from '../../../testing/render';
import { server } from '../../../testing/server';

describe('Delete now on Documents', () => {
  test('when the user confirms Delete now on a row, then that document is deleted and the row shows Deleted with its download disabled', async () => {
    const rows = [aDocument(1, { id: 'a', original_filename: 'private.pdf', verdict: 'verified' }), aDocument(2, { id: 'b', original_filename: 'other.pdf' })];
    const deleted: string[] = [];
    server.use(
      meReturns(aMe()),
      http.get('/api/documents', () => HttpResponse.json(rows.map((r) => (deleted.includes(String(r.id)) ? { ...r, expired: true, deleted: true } : r)))),
      http.delete('/api/documents/:id', ({ params }) => {
        deleted.push(String(params.id));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderApp('/documents', { token: 't' });
    const list = await screen.findByRole('list', { name: 'Files', busy: false });
    const row = within(list).getAllByRole('listitem')[0];
    expect(row).toHaveTextContent('private.pdf');

    await user.click(within(row).getByRole('button', { name: 'Delete now: private.pdf' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this file now?' });
    expect(dialog).toHaveTextContent('private.pdf: the PDF, its workbooks and its rows (with your corrections) are deleted from our servers now');
    await user.click(within(dialog).getByRole('button', { name: 'Delete now' }));

    const download = await within(row).findByRole('button', { name: 'Download private.pdf' });
    await within(row).findByText('Deleted', { selector: '.badge' });
    expect(deleted).toEqual(['a']);
    expect(within(row).getByRole('button', { name: 'Download private.pdf' })).toBeDisabled();
    expect(download).toHaveTextContent('Deleted');
    expect(within(row).queryByRole('button', { name: /^Delete now/ })).not.toBeInTheDocument();
    expect(within(row).queryByRole('link', { name: /^Review/ })).not.toBeInTheDocument();
    // The other file is as it was.
    const other = within(list).getAllByRole('listitem')[1];
    expect(within(other).getByRole('button', { name: 'Download other.pdf' })).toBeEnabled();
    expect(within(other).getByRole('button', { name: 'Delete now: other.pdf' })).toBeInTheDocument();
  });
});
