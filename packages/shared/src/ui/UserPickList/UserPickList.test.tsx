/// <reference types="@testing-library/jest-dom" />
import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { USER_PICKER_MAX } from '@upclub/shared/constants';
import type { PagedItems } from '@upclub/shared/queries';
import { axeViolations } from '@upclub/shared/testing';
import { UserPickList, USER_PICK_HINT, type PickableUser } from '.';

interface Person extends PickableUser {
  name: string;
  member?: boolean;
}

const person = (id: number, overrides: Partial<Person> = {}): Person => ({
  upclubuser: id,
  username: `user${id}`,
  name: `User ${id}`,
  thumbnail_picture: null,
  ...overrides,
});

const listOf = (items: Person[], overrides: Partial<PagedItems<Person>> = {}): PagedItems<Person> => ({
  items,
  isPending: false,
  isError: false,
  refetch: jest.fn(),
  hasNextPage: false,
  isFetchingNextPage: false,
  isFetchNextPageError: false,
  fetchNextPage: jest.fn(),
  ...overrides,
});

interface HarnessProps {
  results: PagedItems<Person>;
  lockedCount?: number;
  busy?: boolean;
  onConfirm?: (users: Person[]) => void;
  onCancel?: () => void;
}

/** The picker as a modal holds it, in a landmark as a page is: the search box's text is the query at once (no debounce here). */
function Harness({ results, lockedCount = 0, busy, onConfirm = jest.fn(), onCancel = jest.fn() }: HarnessProps) {
  const [text, setText] = useState('');
  return (
    <main>
      <UserPickList
        searchLabel="Search user"
        search={text}
        onSearchChange={setText}
        query={text.trim()}
        results={results}
        emptyText="No user found"
        nameOf={(user) => user.name}
        chipNameOf={(user) => user.username}
        lockedLabel={(user) => (user.member ? 'Member' : null)}
        lockedCount={lockedCount}
        cancelText="Cancel"
        confirmText="Add Member"
        busy={busy}
        onCancel={onCancel}
        onConfirm={onConfirm}
      />
    </main>
  );
}

const searchFor = (text: string) => userEvent.type(screen.getByRole('searchbox', { name: 'Search user' }), text);

describe('UserPickList', () => {
  it('hints until a search is typed, then lists the users with a named checkbox each', async () => {
    render(<Harness results={listOf([person(1), person(2, { member: true })])} />);
    expect(screen.getByText(USER_PICK_HINT)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).toBeNull();
    await searchFor('us');
    expect(screen.queryByText(USER_PICK_HINT)).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Users' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('checkbox', { name: 'User 1 @user1' })).not.toBeChecked();
    const member = screen.getByRole('checkbox', { name: 'User 2 @user2 Member' });
    expect(member).toBeChecked();
    expect(member).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add Member' })).toBeDisabled();
    expect(await axeViolations()).toEqual([]);
  });

  it('ticks users into chips, removes them from their chip, and confirms the ticked ones', async () => {
    const onConfirm = jest.fn();
    render(<Harness results={listOf([person(1), person(2), person(3)])} onConfirm={onConfirm} />);
    await searchFor('u');
    await userEvent.click(screen.getByRole('checkbox', { name: /User 1/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /User 3/ }));
    const chips = screen.getByRole('list', { name: 'Chosen users' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['user1', 'user3']);
    await userEvent.click(within(chips).getByRole('button', { name: 'Remove user1' }));
    expect(screen.getByRole('checkbox', { name: /User 1/ })).not.toBeChecked();
    expect(within(chips).getAllByRole('listitem')).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Add Member' }));
    expect(onConfirm).toHaveBeenCalledWith([person(3)]);
  });

  it('is used from the keyboard: Space ticks the focused user, Tab reaches the buttons', async () => {
    const onCancel = jest.fn();
    render(<Harness results={listOf([person(1)])} onCancel={onCancel} />);
    await searchFor('u');
    await userEvent.tab();
    expect(screen.getByRole('checkbox', { name: /User 1/ })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: /User 1/ })).toBeChecked();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onCancel).toHaveBeenCalled();
  });

  it("warns 'Exceed Limit' instead of ticking one more than the limit allows, counting the locked users", async () => {
    // With USER_PICKER_MAX - 2 locked, one user can be ticked: a second would reach the limit.
    render(<Harness results={listOf([person(1), person(2), person(3)])} lockedCount={USER_PICKER_MAX - 2} />);
    await searchFor('u');
    await userEvent.click(screen.getByRole('checkbox', { name: /User 1/ }));
    expect(screen.queryByRole('dialog', { name: 'Exceed Limit' })).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: /User 2/ }));
    expect(screen.getByRole('dialog', { name: 'Exceed Limit' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /User 2/ })).not.toBeChecked();
  });

  it('shows the loading, empty and failed states of the results', async () => {
    const refetch = jest.fn();
    const { rerender } = render(<Harness results={listOf([], { isPending: true })} />);
    await searchFor('zz');
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    rerender(<Harness results={listOf([])} />);
    expect(screen.getByText('No user found')).toBeInTheDocument();
    rerender(<Harness results={listOf([], { isError: true, refetch })} />);
    await userEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalled();
  });

  it('keeps the confirmation waiting while busy', async () => {
    render(<Harness results={listOf([person(1)])} busy />);
    await searchFor('u');
    await userEvent.click(screen.getByRole('checkbox', { name: /User 1/ }));
    const confirm = screen.getByRole('button', { name: /Add Member/ });
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAttribute('aria-busy', 'true');
  });
});
