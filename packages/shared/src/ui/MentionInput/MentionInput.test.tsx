/// <reference types="@testing-library/jest-dom" />
import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Mention, UserSearchResult } from '@upclub/shared/types';
import { MentionInput } from './MentionInput';
import { toMentionPayload } from './mentions';

const user = (upclubuser: number, username: string): UserSearchResult => ({
  upclubuser,
  username,
  first_name: username.toUpperCase(),
  last_name: 'Doe',
  thumbnail_picture: null,
});

const people = [user(2, 'alex'), user(3, 'alba'), user(4, 'sam')];

function Harness({
  search,
  initialMentions = [],
  initialText = '',
  onPayload,
}: {
  search: (q: string) => Promise<UserSearchResult[]>;
  initialMentions?: Mention[];
  initialText?: string;
  onPayload?: (p: { text: string; mentions: number[] }) => void;
}) {
  const [text, setText] = useState(initialText);
  const [mentions, setMentions] = useState<Mention[]>(initialMentions);
  onPayload?.(toMentionPayload(text, mentions));
  return (
    <MentionInput
      label="Comment"
      value={text}
      onChange={setText}
      mentions={mentions}
      onMentionsChange={setMentions}
      search={search}
    />
  );
}

const byPrefix = jest.fn(async (q: string) => people.filter((p) => p.username.startsWith(q)));

beforeEach(() => byPrefix.mockClear());

describe('MentionInput', () => {
  it('suggests users after @ and letters, and picks one with the mouse', async () => {
    let payload = { text: '', mentions: [] as number[] };
    render(<Harness search={byPrefix} onPayload={(p) => (payload = p)} />);
    const box = screen.getByRole('textbox', { name: 'Comment' });
    await userEvent.type(box, 'hey @al');
    const list = await screen.findByRole('listbox', { name: 'Users to mention' }, { timeout: 3000 });
    expect(byPrefix).toHaveBeenLastCalledWith('al');
    expect(screen.getAllByRole('option')).toHaveLength(2);
    expect(list).toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: /@alba/ }));
    expect(box).toHaveValue('hey @alba ');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(payload).toEqual({ text: 'hey @alba', mentions: [3] });
  });

  it('asks for the default list on a bare @', async () => {
    render(<Harness search={byPrefix} />);
    await userEvent.type(screen.getByRole('textbox'), '@');
    await screen.findByRole('listbox', {}, { timeout: 2000 });
    expect(byPrefix).toHaveBeenCalledWith('');
  });

  it('moves through suggestions with the arrows and picks with Enter', async () => {
    render(<Harness search={byPrefix} />);
    const box = screen.getByRole('textbox');
    await userEvent.type(box, '@a');
    await screen.findByRole('listbox', {}, { timeout: 3000 });
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[1].id);
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}{Enter}');
    expect(box).toHaveValue('@alba ');
  });

  it('closes the suggestions on Escape', async () => {
    render(<Harness search={byPrefix} />);
    await userEvent.type(screen.getByRole('textbox'), '@s');
    await screen.findByRole('listbox', {}, { timeout: 3000 });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('says when nobody matches', async () => {
    render(<Harness search={byPrefix} />);
    await userEvent.type(screen.getByRole('textbox'), '@zz');
    expect(await screen.findByText('No user found', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('does not suggest someone already mentioned and drops a mention edited away', async () => {
    let payload = { text: '', mentions: [] as number[] };
    render(
      <Harness
        search={byPrefix}
        initialText="@alex "
        initialMentions={[{ upclubuser: 2, username: 'alex' }]}
        onPayload={(p) => (payload = p)}
      />,
    );
    const box = screen.getByRole('textbox');
    expect(payload.mentions).toEqual([2]);
    await userEvent.type(box, '@al');
    await screen.findByRole('listbox', {}, { timeout: 3000 });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([expect.stringContaining('@alba')]);
    await userEvent.clear(box);
    await userEvent.type(box, 'plain');
    await waitFor(() => expect(payload).toEqual({ text: 'plain', mentions: [] }));
  });

  it('shows the mention limit instead of suggestions at 8 mentions', async () => {
    const eight = Array.from({ length: 8 }, (_, i) => ({ upclubuser: 10 + i, username: `u${i}` }));
    render(
      <Harness
        search={byPrefix}
        initialText={eight.map((m) => `@${m.username}`).join(' ') + ' '}
        initialMentions={eight}
      />,
    );
    await userEvent.type(screen.getByRole('textbox'), '@a');
    expect(screen.getByRole('alert')).toHaveTextContent('Maximum of 8 mentions only');
    expect(byPrefix).not.toHaveBeenCalled();
  });

  it("drops the older query's users at once and starts the new query on its first suggestion", async () => {
    render(<Harness search={byPrefix} />);
    const box = screen.getByRole('textbox');
    await userEvent.type(box, '@a');
    await screen.findByRole('listbox', {}, { timeout: 3000 });
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    await userEvent.type(box, 'l');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByText('Searching users')).toBeInTheDocument();
    await screen.findByRole('listbox', {}, { timeout: 3000 });
    expect(byPrefix).toHaveBeenLastCalledWith('al');
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
  });

  it('uses the latest search it was given', async () => {
    const later = jest.fn(async () => [people[2]]);
    const { rerender } = render(<Harness search={byPrefix} />);
    rerender(<Harness search={later} />);
    await userEvent.type(screen.getByRole('textbox'), '@s');
    await screen.findByRole('listbox', {}, { timeout: 3000 });
    expect(later).toHaveBeenLastCalledWith('s');
    expect(byPrefix).not.toHaveBeenCalled();
  });

  it('shows its error message and links it to the box', () => {
    render(
      <MentionInput
        label="Comment"
        value=""
        onChange={() => {}}
        mentions={[]}
        onMentionsChange={() => {}}
        search={byPrefix}
        error="Field required"
      />,
    );
    const box = screen.getByRole('textbox', { name: 'Comment' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Field required');
  });
});
