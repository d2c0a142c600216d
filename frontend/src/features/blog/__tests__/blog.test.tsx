import { describe, expect, jest, test } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../testing/render';

describe('blog', () => {
  test('then 17 posts are listed newest first with date and summary', async () => {
    renderApp('/blog');
    const list = await screen.findByRole('list', { name: 'Posts' });
    const posts = within(list).getAllByRole('article');
    expect(posts).toHaveLength(17);
    const dates = posts.map((post) => post.querySelector('time')?.getAttribute('dateTime') ?? '');
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  test('when ?post=N is opened, then that post shows in a dialog with share actions; Close returns to the list', async () => {
    const app = renderApp('/blog?post=2');
    const dialog = await screen.findByRole('dialog');
    const thirdTitle = within(screen.getByRole('list', { name: 'Posts' })).getAllByRole('heading')[2].textContent;
    expect(dialog).toHaveAccessibleName(thirdTitle!);
    for (const name of ['Share', 'Copy Link', 'Close']) expect(within(dialog).getByRole('button', { name })).toBeInTheDocument();
    for (const name of ['Facebook', 'Twitter', 'LinkedIn']) {
      expect(within(dialog).getByRole('link', { name })).toHaveAttribute('href', expect.stringContaining(encodeURIComponent('/blog?post=2')));
    }
    expect(within(dialog).getByRole('link', { name: 'Convert your PDF' })).toHaveAttribute('href', '/');

    await app.user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(app.location()).toBe('/blog');
  });

  test('when Copy Link is pressed, then the post address is copied and the toast shows for 2 s', async () => {
    const { user } = renderApp('/blog?post=0');
    const dialog = await screen.findByRole('dialog');
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(dialog).getByRole('button', { name: 'Copy Link' }));
    expect(await screen.findByText('Link copied to clipboard!')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/blog?post=0`);
    await waitFor(() => expect(screen.queryByText('Link copied to clipboard!')).not.toBeInTheDocument(), { timeout: 3500 });
  });

  test('when a post is chosen from the list, then the address carries its index', async () => {
    const app = renderApp('/blog');
    const list = await screen.findByRole('list', { name: 'Posts' });
    await app.user.click(within(list).getAllByRole('button', { name: /^Read:/ })[4]);
    expect(app.location()).toBe('/blog?post=4');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});
