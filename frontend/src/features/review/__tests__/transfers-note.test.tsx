import { describe, expect, test } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { axeViolations } from '../../../testing/axe';
import { aMe, aStatementWithOneWrongAmount } from '../../../testing/builders';
import { meReturns, reviewServer } from '../../../testing/handlers';
import { renderApp } from '../../../testing/render';
import { server } from '../../../testing/server';

const ID = 'doc-transfers';

describe('transfers between the user\'s accounts on the review page', () => {
  test('when the server marks a row as a transfer to another account, then the page names it with the date it arrived', async () => {
    const statement = aStatementWithOneWrongAmount();
    statement.accounts[0].transactions[1] = { ...statement.accounts[0].transactions[1], category: 'transfers', transfer: { account: 'Savings 9034', date: '2024-07-07', amount: 700 } };
    const fake = reviewServer(ID, statement);
    server.use(meReturns(aMe()), ...fake.handlers);
    const { container } = renderApp(`/documents/${ID}`, { token: 't' });
    const note = await screen.findByRole('region', { name: 'Transfers between your accounts' });
    expect(within(note).getByRole('listitem')).toHaveTextContent('Row 2: 700.00 GBP to Savings 9034 (arrived 2024-07-07)');
    expect(await axeViolations(container)).toEqual([]);
  });

  test('when no row is a transfer, then nothing is said', async () => {
    const fake = reviewServer(ID, aStatementWithOneWrongAmount());
    server.use(meReturns(aMe()), ...fake.handlers);
    renderApp(`/documents/${ID}`, { token: 't' });
    await screen.findByLabelText('Amount, row 3');
    expect(screen.queryByRole('region', { name: 'Transfers between your accounts' })).not.toBeInTheDocument();
  });
});
