import { describe, expect, jest, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { axeViolations } from '../../../testing/axe';
import { aMe } from '../../../testing/builders';
import { meReturns } from '../../../testing/handlers';
import { renderApp } from '../../../testing/render';
import { server } from '../../../testing/server';
import type { Rule, RuleBody } from '../api';

const aRule = (over: Partial<Rule> = {}): Rule => ({
  id: 'r-1',
  match: 'contains',
  pattern: 'BLUE BOTTLE',
  amountMin: null,
  amountMax: null,
  payee: 'Blue Bottle Coffee',
  category: 'meals',
  createdAt: '2024-08-01T00:00:00Z',
  updatedAt: '2024-08-01T00:00:00Z',
  ...over,
});

/** The conversion service's rules, kept in memory like the server keeps them. */
function rulesServer(initial: Rule[]) {
  const state = { rules: initial, puts: [] as RuleBody[], exports: 0 };
  server.use(
    meReturns(aMe()),
    http.get('/api/rules', () => HttpResponse.json(state.rules)),
    http.put('/api/rules/:id', async ({ request, params }) => {
      const body = (await request.json()) as RuleBody;
      state.puts.push(body);
      if (body.match === 'regex' && body.pattern.includes('+)+')) return HttpResponse.json({ code: 'unsafe_pattern', message: 'This pattern could take too long to check.' }, { status: 400 });
      state.rules = state.rules.map((r) => (r.id === params.id ? { ...r, ...body } : r));
      return HttpResponse.json(state.rules.find((r) => r.id === params.id));
    }),
    http.delete('/api/rules/:id', ({ params }) => {
      state.rules = state.rules.filter((r) => r.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get('/api/rules/export', () => {
      state.exports += 1;
      return new HttpResponse(JSON.stringify({ rules: state.rules }), { headers: { 'Content-Type': 'application/json', 'Content-Disposition': 'attachment; filename="bankxl-rules.json"' } });
    }),
  );
  return state;
}

describe('the rules on the profile', () => {
  test('when the user has rules, then each reads in plain words and can be edited, deleted and downloaded; the card has no axe violations', async () => {
    const state = rulesServer([aRule(), aRule({ id: 'r-2', match: 'equals', pattern: 'RENT', payee: null, category: 'rent', amountMin: -1500, amountMax: -1000 })]);
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user, container } = renderApp('/profile', { token: 't' });
    const list = await screen.findByRole('list', { name: 'Your rules' });
    expect(within(list).getByText("Description contains 'BLUE BOTTLE' → Blue Bottle Coffee · Meals & dining")).toBeInTheDocument();
    expect(within(list).getByText(/^Description is exactly 'RENT', amount from -1,500\.00 to -1,000\.00 → Rent & property$/)).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: "Edit rule: Description contains 'BLUE BOTTLE' → Blue Bottle Coffee · Meals & dining" }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit rule' });
    expect(within(dialog).getByLabelText('Words to match')).toHaveValue('BLUE BOTTLE');
    // The field takes no more than the server does.
    expect(within(dialog).getByLabelText('Words to match')).toHaveAttribute('maxlength', '200');
    await user.selectOptions(within(dialog).getByLabelText('Which rows'), 'regex');
    await user.clear(within(dialog).getByLabelText('Words to match'));
    await user.type(within(dialog).getByLabelText('Words to match'), '(a+)+$');
    await user.click(within(dialog).getByRole('button', { name: 'Save rule' }));
    expect(await within(dialog).findByText('This pattern could take too long to check.')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Words to match'));
    await user.type(within(dialog).getByLabelText('Words to match'), 'SQ *BLUE BOTTLE');
    await user.selectOptions(within(dialog).getByLabelText('Which rows'), 'starts_with');
    await user.click(within(dialog).getByRole('button', { name: 'Save rule' }));
    expect(await within(list).findByText("Description starts with 'SQ *BLUE BOTTLE' → Blue Bottle Coffee · Meals & dining")).toBeInTheDocument();
    expect(state.puts.at(-1)).toEqual({ match: 'starts_with', pattern: 'SQ *BLUE BOTTLE', amountMin: null, amountMax: null, payee: 'Blue Bottle Coffee', category: 'meals' });

    await user.click(screen.getByRole('button', { name: /^Delete rule: Description is exactly 'RENT'/ }));
    await waitFor(() => expect(within(list).queryByText(/'RENT'/)).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Download my rules' }));
    await waitFor(() => expect(state.exports).toBe(1));
    expect(click).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });

  test('when the user has no rules, then the card says how to make one', async () => {
    rulesServer([]);
    renderApp('/profile', { token: 't' });
    expect(await screen.findByText('You have no rules yet.')).toBeInTheDocument();
    expect(screen.getByText(/choose "Apply to all like this"/)).toBeInTheDocument();
  });
});
