/// <reference types="@testing-library/jest-dom" />
import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SortMenu, sortLabelOf, type SortOption } from './SortMenu';

type Order = 'trending' | 'new' | 'tow' | 'atg';
const OPTIONS: ReadonlyArray<SortOption<Order>> = [
  { value: 'trending', label: 'Trending' },
  { value: 'new', label: 'Newest' },
  { value: 'tow', label: 'Weekly', group: 'Top' },
  { value: 'atg', label: 'All Time', group: 'Top' },
];

/** The menu as a page holds it: the chosen order is state, and every choice is recorded. */
function Sorted({ title = 'Sort Feed By', chosen }: { title?: string; chosen: Order[] }) {
  const [value, setValue] = useState<Order>('new');
  return (
    <SortMenu
      title={title}
      options={OPTIONS}
      value={value}
      onChange={(next) => {
        chosen.push(next);
        setValue(next);
      }}
    />
  );
}

const trigger = (name: string) => screen.getByRole('button', { name });

describe('SortMenu', () => {
  it('names its button after the chosen order and its menu after the title', async () => {
    render(<Sorted title="Sort Feed By:" chosen={[]} />);
    expect(trigger('Sort Feed By: Newest')).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger('Sort Feed By: Newest'));
    const menu = screen.getByRole('menu', { name: 'Sort Feed By:' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Trending', 'Newest', 'Weekly', 'All Time']);
  });

  it('lists the grouped options after a separator under their heading', async () => {
    render(<Sorted chosen={[]} />);
    await userEvent.click(trigger('Sort Feed By: Newest'));
    expect(screen.getByRole('menu', { name: 'Sort Feed By' })).toBeInTheDocument();
    expect(screen.getByText('Sort Feed By')).toBeInTheDocument();
    expect(screen.getByRole('separator')).toBeInTheDocument();
    const top = screen.getByText('Top');
    expect(top.compareDocumentPosition(screen.getByRole('menuitem', { name: 'Weekly' }))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(screen.getByRole('menuitem', { name: 'Newest' }).compareDocumentPosition(top)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('chooses an order with the mouse, ticks it and names the group on the button', async () => {
    const chosen: Order[] = [];
    render(<Sorted chosen={chosen} />);
    await userEvent.click(trigger('Sort Feed By: Newest'));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Weekly' }));
    expect(chosen).toEqual(['tow']);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger('Sort Feed By: Top: Weekly')).toHaveFocus();
    await userEvent.click(trigger('Sort Feed By: Top: Weekly'));
    // Only the chosen item carries the tick (an svg); the others hold a blank of its width.
    const ticked = screen.getAllByRole('menuitem').filter((item) => item.querySelector('svg'));
    expect(ticked.map((item) => item.textContent)).toEqual(['Weekly']);
  });

  it('opens and chooses from the keyboard', async () => {
    const chosen: Order[] = [];
    render(<Sorted chosen={chosen} />);
    trigger('Sort Feed By: Newest').focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Trending' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'All Time' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(chosen).toEqual(['atg']);
    expect(trigger('Sort Feed By: Top: All Time')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(chosen).toEqual(['atg']);
  });

  it('shows the label of an option, its group first, or the value when it names none', () => {
    expect(sortLabelOf(OPTIONS, 'new')).toBe('Newest');
    expect(sortLabelOf(OPTIONS, 'atg')).toBe('Top: All Time');
    expect(sortLabelOf(OPTIONS, 'tod' as Order)).toBe('tod');
  });

  it("keeps its 'Sort Feed By:' label at 768 px (the collapsed sidebar's width) and wider", () => {
    render(<Sorted title="Sort Feed By" chosen={[]} />);
    const lead = screen.getByText('Sort Feed By:');
    for (const width of [768, 1024, 1440]) expect(hidingRulesAt(lead, width)).toEqual([]);
  });
});

/**
 * The style rules in force at a window `width` that hide `element` (display: none), read from the
 * page's style sheets (jsdom lays nothing out, so media queries are weighed here).
 */
function hidingRulesAt(element: Element, width: number): string[] {
  const found: string[] = [];
  const inForce = (media: string) => {
    const max = /max-width:\s*(\d+)px/.exec(media);
    const min = /min-width:\s*(\d+)px/.exec(media);
    return (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
  };
  const visit = (rules: CSSRuleList) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSMediaRule) {
        if (inForce(rule.media.mediaText)) visit(rule.cssRules);
      } else if (rule instanceof CSSStyleRule && rule.style.display === 'none' && element.matches(rule.selectorText)) {
        found.push(rule.cssText);
      }
    }
  };
  for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules);
  return found;
}
