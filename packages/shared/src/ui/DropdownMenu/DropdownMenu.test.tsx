/// <reference types="@testing-library/jest-dom" />
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DropdownMenu, DropdownMenuItem, DropdownMenuSeparator } from './DropdownMenu';

function setup() {
  const chosen: string[] = [];
  render(
    <>
      <button type="button">elsewhere</button>
      <DropdownMenu triggerLabel="Track menu" trigger="…" header={<span>Header text</span>}>
        <DropdownMenuItem onSelect={() => chosen.push('share')}>Share</DropdownMenuItem>
        <DropdownMenuItem onSelect={() => chosen.push('copy')}>Copy link</DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem tone="danger" onSelect={() => chosen.push('delete')}>
          Delete
        </DropdownMenuItem>
      </DropdownMenu>
    </>,
  );
  return { chosen, trigger: screen.getByRole('button', { name: 'Track menu' }) };
}

describe('DropdownMenu', () => {
  it('is a menu button', async () => {
    const { trigger } = setup();
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    expect(screen.getByRole('menu', { name: 'Track menu' })).toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-controls', screen.getByRole('menu').id);
    expect(screen.getByText('Header text')).toBeInTheDocument();
    expect(screen.getAllByRole('menuitem')).toHaveLength(3);
  });

  it('selects an item and closes', async () => {
    const { chosen, trigger } = setup();
    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Copy link' }));
    expect(chosen).toEqual(['copy']);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('moves with arrows, Home, End and typed letters', async () => {
    const { trigger } = setup();
    trigger.focus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('menuitem', { name: 'Share' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.keyboard('c');
    expect(screen.getByRole('menuitem', { name: 'Copy link' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes on Escape, Tab and a click outside', async () => {
    const { trigger } = setup();
    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger).toHaveFocus();

    await userEvent.click(trigger);
    await userEvent.tab();
    expect(screen.queryByRole('menu')).toBeNull();

    await userEvent.click(trigger);
    await userEvent.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(screen.queryByRole('menu')).toBeNull();

    await userEvent.click(trigger);
    await userEvent.click(trigger);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('is focusable from script only, and keeps working after a click between its items', async () => {
    const { trigger } = setup();
    await userEvent.click(trigger);
    const menu = screen.getByRole('menu');
    expect(menu).toHaveAttribute('tabindex', '-1');
    for (const item of screen.getAllByRole('menuitem')) expect(item).toHaveAttribute('tabindex', '-1');
    await userEvent.click(screen.getByRole('separator'));
    expect(menu).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Share' })).toHaveFocus();
    await userEvent.click(screen.getByRole('separator'));
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await userEvent.click(screen.getByRole('separator'));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('shows a disabled item, focusable and read out, that choosing does nothing to', async () => {
    const chosen: string[] = [];
    render(
      <DropdownMenu triggerLabel="Club menu" trigger="…">
        <DropdownMenuItem disabled onSelect={() => chosen.push('request')}>
          Curator request pending
        </DropdownMenuItem>
      </DropdownMenu>,
    );
    const trigger = screen.getByRole('button', { name: 'Club menu' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const item = screen.getByRole('menuitem', { name: 'Curator request pending' });
    expect(item).toHaveAttribute('aria-disabled', 'true');
    expect(item).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(item);
    expect(chosen).toEqual([]);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger).toHaveFocus();
  });
});
