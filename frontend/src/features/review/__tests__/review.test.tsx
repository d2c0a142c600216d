import { describe, expect, jest, test } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { UserEvent } from '@testing-library/user-event';
import { axeViolations } from '../../../testing/axe';
import { aLongStatement, aMe, aStatementWithOneWrongAmount } from '../../../testing/builders';
import { meReturns, reviewServer } from '../../../testing/handlers';
import { renderApp } from '../../../testing/render';
import { server } from '../../../testing/server';

const ID = 'doc-7';

function openReview(statement = aStatementWithOneWrongAmount()) {
  const fake = reviewServer(ID, statement);
  server.use(meReturns(aMe()), ...fake.handlers);
  const app = renderApp(`/documents/${ID}`, { token: 't' });
  return { ...app, fake };
}

/** The live verdict shown above the grid. */
const checkRegion = () => screen.getByText('Balance check:', { exact: false }).closest('[role="status"]') as HTMLElement;
const amountOfRow = (n: number) => screen.getByLabelText(`Amount, row ${n}`) as HTMLInputElement;

/**
 * The input named `label`, after clicking its cell as a user does: only the row being edited is made of
 * inputs, the others show their values as text until they get the focus.
 */
async function editable(user: UserEvent, label: string): Promise<HTMLInputElement> {
  await user.click(screen.getByLabelText(label));
  const input = screen.getByLabelText(label);
  expect(input).toBeInstanceOf(HTMLInputElement);
  expect(input).toHaveFocus();
  return input as HTMLInputElement;
}

/** Runs the action named `name` from row `n`'s menu ("Actions for row n"), as a pointer user does. */
async function rowAction(user: UserEvent, n: number, name: string): Promise<void> {
  await user.click(screen.getByRole('button', { name: `Actions for row ${n}` }));
  await user.click(within(screen.getByRole('menu', { name: `Actions for row ${n}` })).getByRole('menuitem', { name }));
}

/** What the cell named `label` shows, whether its row is being edited (an input) or not (text). */
const shown = (label: string) => {
  const cell = screen.getByLabelText(label);
  return cell instanceof HTMLInputElement ? cell.value : cell.textContent;
};

/** The category row `n` shows: the chosen option of its select while it is edited, else its text. */
const categoryOf = (n: number) => {
  const cell = screen.getByLabelText(`Category, row ${n}`);
  return cell instanceof HTMLSelectElement ? cell.selectedOptions[0]?.textContent : cell.textContent;
};

describe('review and correct (/documents/:id)', () => {
  test('when the wrong amount is corrected, then the check goes from not verified (naming the row) to verified, and undo brings it back', async () => {
    const { user } = openReview();

    await screen.findByLabelText('Amount, row 3');
    expect(screen.getByRole('heading', { level: 1, name: 'Review and correct' })).toBeInTheDocument();
    await waitFor(() => expect(within(checkRegion()).getByText('Not verified')).toBeInTheDocument());
    expect(checkRegion()).toHaveTextContent('row 3 (2024-07-07, page 2): the printed balance is 70.71 but the amounts give 60.71');
    expect(amountOfRow(3).closest('tr')).toHaveClass('tx-row--break');

    await user.clear(await editable(user, 'Amount, row 3'));
    await user.type(amountOfRow(3), '-729.29');

    expect(within(checkRegion()).getByText('Verified')).toBeInTheDocument();
    expect(screen.queryByText(/the balance check fails here/)).not.toBeInTheDocument();
    expect(screen.getByText('Unsaved corrections')).toBeInTheDocument();

    // The whole typing in one cell is one undo step.
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(within(checkRegion()).getByText('Not verified')).toBeInTheDocument();
    expect(amountOfRow(3)).toHaveValue('-739.29');
    expect(screen.getByText('No unsaved corrections')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Redo' }));
    expect(within(checkRegion()).getByText('Verified')).toBeInTheDocument();
    expect(amountOfRow(3)).toHaveValue('-729.29');
  });

  test('when the rows carry payees and categories, then the grid shows them beside the description, editable; changing the words clears them until saved', async () => {
    const { user } = openReview();
    const row = (await screen.findByLabelText('Amount, row 4')).closest('tr') as HTMLElement;
    expect(screen.getByRole('columnheader', { name: 'Payee' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Category' })).toBeInTheDocument();
    expect(within(row).getByText('Coffee Shop')).toBeInTheDocument();
    expect(within(row).getByText('Meals & dining')).toBeInTheDocument();
    await user.type(await editable(user, 'Description, row 4'), ' 2');
    expect(within(row).getByRole('textbox', { name: 'Payee, row 4' })).toHaveValue('');
    expect(within(row).getByRole('combobox', { name: 'Category, row 4' })).toHaveValue('');
  });

  test('when a row\'s category is changed, then "Apply to all like this" saves the correction, creates the rule prefilled from the row and applies it as a new version that undo takes back', async () => {
    const { user, fake, container } = openReview();
    const rules: unknown[] = [];
    const applied: unknown[] = [];
    server.use(
      http.post('/api/rules', async ({ request }) => {
        rules.push(await request.json());
        return HttpResponse.json({ id: 'r-1', createdAt: '2024-08-01T00:00:00Z', updatedAt: '2024-08-01T00:00:00Z', ...(rules[0] as object) }, { status: 201 });
      }),
      http.post(`/api/documents/${ID}/apply-rules`, async ({ request }) => {
        applied.push(await request.json());
        const statement = structuredClone(fake.state.statement);
        statement.accounts[0].transactions[3] = { ...statement.accounts[0].transactions[3], payee: 'Coffee Shop', category: 'other' };
        fake.state.version += 1;
        fake.state.statement = statement;
        return HttpResponse.json({ version: fake.state.version, statement, changed: 1 });
      }),
    );
    await screen.findByLabelText('Amount, row 4');
    expect(screen.queryByRole('button', { name: /Apply to all like this/ })).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Category, row 4'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category, row 4' }), 'travel');
    await user.click(screen.getByRole('button', { name: 'Apply to all like this: make a rule from row 4' }));

    const dialog = await screen.findByRole('dialog', { name: 'Apply to all like this' });
    expect(within(dialog).getByLabelText('Which rows')).toHaveValue('contains');
    // The payee is spelled in the description: it is what the rule looks for.
    expect(within(dialog).getByLabelText('Words to match')).toHaveValue('COFFEE SHOP');
    expect(within(dialog).getByLabelText('Category')).toHaveValue('travel');
    expect(within(dialog).getByLabelText('Payee (optional)')).toHaveValue('');
    expect(within(dialog).getByText('Money out is negative, e.g. -100')).toBeInTheDocument();
    expect(await axeViolations(container.ownerDocument.body)).toEqual([]);
    await user.selectOptions(within(dialog).getByLabelText('Category'), 'other');
    await user.click(within(dialog).getByRole('button', { name: 'Save corrections and apply' }));

    await waitFor(() => expect(applied).toEqual([{ version: 2 }]));
    expect(fake.state.saves).toHaveLength(1);
    expect(fake.state.saves[0].statement.accounts[0].transactions[3].category).toBe('travel');
    expect(rules).toEqual([{ match: 'contains', pattern: 'COFFEE SHOP', amountMin: null, amountMax: null, payee: null, category: 'other' }]);
    expect(await screen.findByText(/Rule saved and applied: 1 row changed here/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(categoryOf(4)).toBe('Other');

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(categoryOf(4)).toBe('Travel & transport');
    expect(screen.getByText('Unsaved corrections')).toBeInTheDocument();
  });

  test('when the server refuses the rule, then its message shows in the dialog and nothing is applied', async () => {
    const { user } = openReview();
    let appliedCalls = 0;
    server.use(
      http.post('/api/rules', () => HttpResponse.json({ code: 'unsafe_pattern', message: 'This pattern could take too long to check.' }, { status: 400 })),
      http.post(`/api/documents/${ID}/apply-rules`, () => {
        appliedCalls += 1;
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    await screen.findByLabelText('Amount, row 4');
    await user.click(screen.getByLabelText('Payee, row 4'));
    await user.type(screen.getByRole('textbox', { name: 'Payee, row 4' }), ' Ltd');
    await user.click(screen.getByRole('button', { name: 'Apply to all like this: make a rule from row 4' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply to all like this' });
    expect(within(dialog).getByLabelText('Payee (optional)')).toHaveValue('Coffee Shop Ltd');
    await user.selectOptions(within(dialog).getByLabelText('Which rows'), 'regex');
    await user.clear(within(dialog).getByLabelText('Words to match'));
    await user.type(within(dialog).getByLabelText('Words to match'), '(a+)+$');
    await user.click(within(dialog).getByRole('button', { name: 'Save corrections and apply' }));
    expect(await within(dialog).findByText('This pattern could take too long to check.')).toBeInTheDocument();
    expect(appliedCalls).toBe(0);
  });

  test('the page has no axe violations, with the failing row marked', async () => {
    const { container } = openReview();
    await screen.findByLabelText('Amount, row 3');
    expect(await axeViolations(container)).toEqual([]);
  });

  test('when the user types a half-finished number, then the field shows it as invalid and the checks keep the last good value', async () => {
    const { user } = openReview();
    await screen.findByLabelText('Amount, row 3');
    await user.clear(await editable(user, 'Amount, row 3'));
    await user.type(amountOfRow(3), '-72x');
    expect(amountOfRow(3)).toHaveAttribute('aria-invalid', 'true');
    expect(within(checkRegion()).getByText('Not verified')).toBeInTheDocument();
  });

  test('Ctrl+Z and Ctrl+Y undo and redo from the keyboard, and Up/Down move between rows', async () => {
    const { user } = openReview();
    await screen.findByLabelText('Amount, row 3');
    await user.click(amountOfRow(3));
    await user.keyboard('{Control>}a{/Control}-729.29');
    expect(within(checkRegion()).getByText('Verified')).toBeInTheDocument();

    await user.keyboard('{Control>}z{/Control}');
    expect(within(checkRegion()).getByText('Not verified')).toBeInTheDocument();
    await user.keyboard('{Control>}y{/Control}');
    expect(within(checkRegion()).getByText('Verified')).toBeInTheDocument();

    await user.keyboard('{ArrowDown}');
    expect(amountOfRow(4)).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(amountOfRow(2)).toHaveFocus();
  });

  test('when the corrections are saved, then the PUT names the loaded version and carries the corrected rows', async () => {
    const { user, fake } = openReview();
    await screen.findByLabelText('Amount, row 3');
    await user.clear(await editable(user, 'Amount, row 3'));
    await user.type(amountOfRow(3), '-729.29');
    await user.click(screen.getByRole('button', { name: 'Save corrections' }));

    expect(await screen.findByText('Corrections saved. Downloads now use the corrected rows.')).toBeInTheDocument();
    expect(fake.state.saves).toHaveLength(1);
    expect(fake.state.saves[0].version).toBe(1);
    expect(fake.state.saves[0].statement.accounts[0].transactions[2].amount).toBe(-729.29);
    expect(fake.state.saves[0].statement.accounts[0].checks.verdict).toBe('verified');
    expect(screen.getByRole('button', { name: 'Save corrections' })).toBeDisabled();
    // The server's audit of the save is listed.
    const history = (await screen.findByRole('heading', { name: 'Saved corrections' })).closest('section') as HTMLElement;
    expect(history).toHaveTextContent('1 row edited');

    // A second save names the version the first one returned.
    await user.clear(await editable(user, 'Description, row 1'));
    await user.type(screen.getByLabelText('Description, row 1'), 'SALARY');
    await user.click(screen.getByRole('button', { name: 'Save corrections' }));
    await waitFor(() => expect(fake.state.saves).toHaveLength(2));
    expect(fake.state.saves[1].version).toBe(2);
    expect(fake.state.version).toBe(3);
  });

  test('when the document was saved elsewhere (409), then the user is told nothing was saved and can reload the saved version', async () => {
    const { user, fake } = openReview();
    await screen.findByLabelText('Amount, row 3');
    // Another tab saves first: the server's version moves on, with another description.
    fake.state.version = 5;
    fake.state.statement = aStatementWithOneWrongAmount();
    fake.state.statement.accounts[0].transactions[0].description = 'SAVED IN ANOTHER TAB';

    await user.clear(await editable(user, 'Amount, row 3'));
    await user.type(amountOfRow(3), '-729.29');
    await user.click(screen.getByRole('button', { name: 'Save corrections' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This document was changed elsewhere');
    expect(alert).toHaveTextContent('not saved');
    // Nothing was thrown away behind the user's back: the edit is still on screen.
    expect(amountOfRow(3)).toHaveValue('-729.29');
    expect(fake.state.version).toBe(5);

    await user.click(within(alert).getByRole('button', { name: 'Reload the saved version' }));
    // The editor starts afresh from the saved rows: no row is being edited, the values show as text.
    await waitFor(() => expect(shown('Description, row 1')).toBe('SAVED IN ANOTHER TAB'));
    expect(shown('Amount, row 3')).toBe('-739.29');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('when the server refuses the rows (400), then its message naming the field is shown', async () => {
    const { user } = openReview();
    server.use(
      http.put(`/api/documents/${ID}/statement`, () =>
        HttpResponse.json({ error: 'invalid_statement', message: 'accounts[0].transactions[2].date is not a date' }, { status: 400 }),
      ),
    );
    await screen.findByLabelText('Amount, row 3');
    await user.type(screen.getByLabelText('Description, row 1'), ' X');
    await user.click(screen.getByRole('button', { name: 'Save corrections' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('accounts[0].transactions[2].date is not a date');
    expect(screen.getByText('Unsaved corrections')).toBeInTheDocument();
  });

  test('rows can be deleted, inserted, split and merged, and the check follows', async () => {
    const { user } = openReview();
    await screen.findByLabelText('Amount, row 3');
    const rows = () => screen.getAllByLabelText(/^Date, row \d+$/).length;
    expect(rows()).toBe(4);

    // The misread row deleted: the amounts no longer reach the printed balance of the last row.
    await rowAction(user, 3, 'Delete row 3');
    expect(rows()).toBe(3);
    expect(shown('Description, row 3')).toBe('COFFEE SHOP LONDON');
    // The focus takes the deleted row's place, as text.
    expect(screen.getByRole('textbox', { name: 'Description, row 3' })).toHaveFocus();
    expect(checkRegion()).toHaveTextContent('row 3 (2024-07-09, page 2)');

    // Inserted again by hand with the right amount and balance: verified.
    await rowAction(user, 2, 'Insert a row after row 2');
    expect(rows()).toBe(4);
    await user.type(screen.getByLabelText('Description, row 3'), 'CITY PARKING');
    await user.clear(await editable(user, 'Amount, row 3'));
    await user.type(amountOfRow(3), '-729.29');
    await user.type(screen.getByLabelText('Balance, row 3'), '70.71');
    expect(within(checkRegion()).getByText('Verified')).toBeInTheDocument();

    // Split "COFFEE SHOP LONDON" at the middle space, then merge it back: the amounts add up again.
    await rowAction(user, 4, 'Split the description of row 4');
    expect(shown('Description, row 4')).toBe('COFFEE SHOP');
    expect(shown('Description, row 5')).toBe('LONDON');
    expect(shown('Amount, row 5')).toBe('0.00');
    await rowAction(user, 4, 'Merge row 4 with the next row');
    expect(shown('Description, row 4')).toBe('COFFEE SHOP LONDON');
    expect(shown('Amount, row 4')).toBe('-10.71');
    expect(within(checkRegion()).getByText('Verified')).toBeInTheDocument();
  });

  test('the opening and closing balances are editable and checked too', async () => {
    const { user } = openReview();
    await screen.findByLabelText('Amount, row 3');
    await user.clear(screen.getByLabelText('Opening balance'));
    await user.type(screen.getByLabelText('Opening balance'), '1010');
    expect(checkRegion()).toHaveTextContent('row 1 (2024-07-03, page 1): the printed balance is 1,500.00 but the amounts give 1,510.00');
  });

  test('"Go to row" brings the failing row into view and puts the cursor on its amount', async () => {
    const { user } = openReview();
    await user.click(await screen.findByRole('button', { name: 'Go to row 3' }));
    expect(amountOfRow(3)).toHaveFocus();
  });

  test('only the row being edited is made of inputs: a click on a value turns its row into inputs with the cursor there; Tab walks them into the next row and Escape leaves', async () => {
    const { user, container } = openReview();
    await screen.findByLabelText('Amount, row 3');
    const grid = container.querySelector('.review-grid') as HTMLElement;
    const inputsIn = (n: number) => grid.querySelectorAll(`tr[aria-rowindex="${n + 1}"] input:not([type="checkbox"])`).length;
    // Nothing edited yet: the values are text that names its cell like the input would.
    expect(grid.querySelectorAll('input:not([type="checkbox"])')).toHaveLength(0);
    expect(screen.getByRole('textbox', { name: 'Amount, row 2' })).toHaveTextContent('-700.00');

    await user.click(screen.getByLabelText('Description, row 2'));
    const description = screen.getByLabelText('Description, row 2') as HTMLInputElement;
    expect(description).toBeInstanceOf(HTMLInputElement);
    expect(description).toHaveFocus();
    // The caret where the pointer was (jsdom cannot tell which character: the end).
    expect([description.selectionStart, description.selectionEnd]).toEqual([19, 19]);
    // Date, description, payee, amount, balance (the category is a select).
    expect(inputsIn(2)).toBe(5);
    expect(grid.querySelectorAll('input:not([type="checkbox"])')).toHaveLength(5);

    // Tab walks the row's inputs, and from its balance goes on to the next row's date, which becomes the edited row.
    for (let i = 0; i < 4; i += 1) await user.tab();
    expect(screen.getByLabelText('Balance, row 2')).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Date, row 3')).toBeInstanceOf(HTMLInputElement);
    const date = screen.getByLabelText('Date, row 3') as HTMLInputElement;
    expect(date).toHaveFocus();
    // Reached by the keyboard, its text is selected: typing replaces it.
    expect([date.selectionStart, date.selectionEnd]).toEqual([0, 10]);
    expect(inputsIn(2)).toBe(0);
    expect(inputsIn(3)).toBe(5);

    // Escape leaves the cell: the row is text again and the focus stays on the date, as text.
    await user.keyboard('{Escape}');
    expect(inputsIn(3)).toBe(0);
    expect(screen.getByRole('textbox', { name: 'Date, row 3' })).toHaveFocus();
  });

  test('the keyboard alone: the grid is one Tab stop, the arrows move from cell to cell, Enter edits a cell and Escape or Enter leave it', async () => {
    const { user, container } = openReview();
    await screen.findByLabelText('Amount, row 3');
    const grid = container.querySelector('.review-grid') as HTMLElement;
    // One cell of the grid is in the Tab order (the first row's description until the user moves).
    const stops = Array.from(grid.querySelectorAll<HTMLElement>('[tabindex="0"]'));
    expect(stops).toHaveLength(1);
    expect(stops[0]).toHaveAccessibleName('Description, row 1');
    act(() => stops[0].focus());
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}{ArrowRight}{ArrowRight}');
    const amount = screen.getByRole('textbox', { name: 'Amount, row 3' });
    expect(amount).toHaveFocus();
    expect(amount.tagName).toBe('SPAN');
    // Moving selects the row: it is the one marked (and outlined on the page).
    expect(amount.closest('tr')).toHaveAttribute('aria-current', 'true');
    // Enter edits it, its text selected; typing replaces it and the check follows.
    await user.keyboard('{Enter}');
    expect(amountOfRow(3)).toBeInstanceOf(HTMLInputElement);
    expect(amountOfRow(3)).toHaveFocus();
    await user.keyboard('-729.29{Enter}');
    expect(within(checkRegion()).getByText('Verified')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Amount, row 3' }).tagName).toBe('SPAN');
    expect(screen.getByRole('textbox', { name: 'Amount, row 3' })).toHaveFocus();
    // Left to the row's checkbox; Right to its menu (End), which Enter opens and Escape closes.
    await user.keyboard('{Home}');
    expect(screen.getByRole('checkbox', { name: 'Select row 3' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Actions for row 3' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const menu = screen.getByRole('menu', { name: 'Actions for row 3' });
    expect(within(menu).getByRole('menuitem', { name: 'Insert a row after row 3' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Split the description of row 3' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Actions for row 3' })).toHaveFocus();
    // Still one Tab stop, now where the focus is.
    expect(grid.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
  });

  test('rows ticked (Space, Shift+Down, a checkbox) get one payee or category at once, as one step that undo takes back, and the save carries it', async () => {
    const { user, fake } = openReview();
    await screen.findByLabelText('Amount, row 3');
    expect(screen.queryByRole('group', { name: 'Change the selected rows' })).not.toBeInTheDocument();
    // Keyboard: Space ticks row 1, Shift+Down ticks row 2 as it moves; a click ticks row 4.
    act(() => screen.getByRole('textbox', { name: 'Description, row 1' }).focus());
    await user.keyboard(' {Shift>}{ArrowDown}{/Shift}');
    await user.click(screen.getByRole('checkbox', { name: 'Select row 4' }));
    const bar = screen.getByRole('group', { name: 'Change the selected rows' });
    expect(bar).toHaveTextContent('3 rows selected');
    expect(screen.getByRole('checkbox', { name: 'Select row 3' })).not.toBeChecked();

    await user.selectOptions(within(bar).getByLabelText('Category'), 'groceries');
    await user.click(within(bar).getByRole('button', { name: 'Set category' }));
    expect([1, 2, 3, 4].map(categoryOf)).toEqual(['Groceries', 'Groceries', 'Travel & transport', 'Groceries']);
    expect(screen.getByText(/Category set to Groceries on 3 rows/)).toBeInTheDocument();
    await user.type(within(bar).getByLabelText('Payee'), 'Railway');
    await user.click(within(bar).getByRole('button', { name: 'Set payee' }));
    expect(shown('Payee, row 2')).toBe('Railway');

    // One undo step each.
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(shown('Payee, row 2')).not.toBe('Railway');
    expect(categoryOf(2)).toBe('Groceries');
    await user.click(screen.getByRole('button', { name: 'Redo' }));

    await user.click(screen.getByRole('button', { name: 'Save corrections' }));
    await waitFor(() => expect(fake.state.saves).toHaveLength(1));
    const saved = fake.state.saves[0].statement.accounts[0].transactions;
    expect(saved.map((t) => t.category)).toEqual(['groceries', 'groceries', 'travel', 'groceries']);
    expect(saved.filter((t) => t.payee === 'Railway')).toHaveLength(3);

    await user.click(within(screen.getByRole('group', { name: 'Change the selected rows' })).getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByRole('group', { name: 'Change the selected rows' })).not.toBeInTheDocument();
  });

  test('downloads ask for the corrected rows, or the original with original=1', async () => {
    const seen: string[] = [];
    server.use(
      http.get(`/api/documents/${ID}/download`, ({ request }) => {
        seen.push(new URL(request.url).search);
        return new HttpResponse('x', { headers: { 'Content-Disposition': 'attachment; filename="july.csv"' } });
      }),
    );
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = openReview();
    await screen.findByLabelText('Amount, row 3');
    await user.selectOptions(screen.getByLabelText('Download format'), 'CSV (.csv)');
    await user.click(screen.getByRole('button', { name: 'Download corrected' }));
    await waitFor(() => expect(seen).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Download original' }));
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(seen).toEqual(['?format=csv', '?format=csv&original=1']);
    expect(click).toHaveBeenCalledTimes(2);
    click.mockRestore();
  });

  test('with 5,000 rows only a window of rows is in the page, and the last row can be reached', async () => {
    const { user } = openReview(aLongStatement(5000));
    await screen.findByLabelText('Amount, row 1');
    expect(screen.getAllByLabelText(/^Amount, row \d+$/).length).toBeLessThan(60);
    expect(screen.getByRole('grid')).toHaveAttribute('aria-rowcount', '5001');
    // Down, row by row, keeps the focused row rendered: editing, and moving around.
    await user.click(amountOfRow(1));
    for (let i = 0; i < 30; i += 1) await user.keyboard('{ArrowDown}');
    expect(amountOfRow(31)).toHaveFocus();
    await user.keyboard('{Escape}');
    for (let i = 0; i < 30; i += 1) await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('textbox', { name: 'Amount, row 61' })).toHaveFocus();
    // Page Down a window at a time, Control+End to the last row.
    await user.keyboard('{PageDown}');
    expect(Number(/\d+$/.exec((document.activeElement as HTMLElement).getAttribute('aria-label') ?? '')?.[0])).toBeGreaterThan(61);
    await user.keyboard('{Control>}{End}{/Control}');
    expect(screen.getByRole('textbox', { name: 'Amount, row 5000' })).toHaveFocus();
    expect(screen.getAllByLabelText(/^Amount, row \d+$/).length).toBeLessThan(60);
  });

  test('when the PDF has expired, the page pane says so and the rows can still be corrected', async () => {
    const { user } = openReview();
    const pages = await screen.findByRole('region', { name: 'Statement pages' });
    await within(pages).findByText('This file has expired.');
    expect(pages).toHaveTextContent('the rows here still work');
    await screen.findByLabelText('Amount, row 3');
    const amount = await editable(user, 'Amount, row 3');
    await user.clear(amount);
    await user.type(amount, '-729.29');
    await waitFor(() => expect(checkRegion()).toHaveTextContent('Verified'));
  });

  test('the rows and the pages are side by side with a split the keyboard moves, remembered for the next review; the balances panel folds and stays folded', async () => {
    const { user, unmount } = openReview();
    await screen.findByLabelText('Amount, row 3');
    const splitter = screen.getByRole('separator', { name: 'Resize the rows and the pages' });
    const before = Number(splitter.getAttribute('aria-valuenow'));
    act(() => splitter.focus());
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(Number(splitter.getAttribute('aria-valuenow'))).toBe(before - 6);
    await user.keyboard('{Home}');
    expect(splitter).toHaveAttribute('aria-valuenow', '30');
    await user.keyboard('{ArrowRight}');
    expect(splitter).toHaveAttribute('aria-valuenow', '32');
    // Not verified: the panel is open to be read; folded, it stays folded.
    const panel = screen.getByText('Balances and reading').closest('details') as HTMLDetailsElement;
    expect(panel.open).toBe(true);
    await user.click(screen.getByText('Balances and reading'));
    expect(panel.open).toBe(false);
    unmount();

    openReview();
    await screen.findByLabelText('Amount, row 3');
    expect(screen.getByRole('separator', { name: 'Resize the rows and the pages' })).toHaveAttribute('aria-valuenow', '32');
    expect((screen.getByText('Balances and reading').closest('details') as HTMLDetailsElement).open).toBe(false);
  });

  test('without a token the page asks to log in', async () => {
    renderApp(`/documents/${ID}`);
    expect(await screen.findByText('No token found')).toBeInTheDocument();
  });

  test('an id that is not the user\'s (404) says the document does not exist', async () => {
    server.use(
      meReturns(aMe()),
      http.get(`/api/documents/${ID}`, () => HttpResponse.json({ error: 'not_found', message: 'Not found' }, { status: 404 })),
      http.get(`/api/documents/${ID}/statement`, () => HttpResponse.json({ error: 'not_found', message: 'Not found' }, { status: 404 })),
      http.get(`/api/documents/${ID}/pdf`, () => HttpResponse.json({ error: 'not_found', message: 'Not found' }, { status: 404 })),
    );
    renderApp(`/documents/${ID}`, { token: 't' });
    expect(await screen.findByText(/This document does not exist/)).toBeInTheDocument();
  });
});
