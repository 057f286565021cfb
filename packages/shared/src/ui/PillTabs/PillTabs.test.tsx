/// <reference types="@testing-library/jest-dom" />
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { PillTabs } from './PillTabs';

const TABS = [
  { to: '/clubs', label: 'All Clubs' },
  { to: '/clubs/my-clubs', label: 'My Clubs' },
];

function setup(path = '/clubs') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <PillTabs label="Clubs" tabs={TABS} />
      <Routes>
        <Route path="/clubs" element={<h1>All page</h1>} />
        <Route path="/clubs/my-clubs" element={<h1>My page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  const nav = within(screen.getByRole('navigation', { name: 'Clubs' }));
  return { all: nav.getByRole('link', { name: 'All Clubs' }), mine: nav.getByRole('link', { name: 'My Clubs' }) };
}

describe('PillTabs', () => {
  it('is a named navigation of links, the current page marked on its exact path only', () => {
    const { all, mine } = setup('/clubs/my-clubs');
    expect(all).toHaveAttribute('href', '/clubs');
    expect(all).not.toHaveAttribute('aria-current');
    expect(mine).toHaveAttribute('href', '/clubs/my-clubs');
    expect(mine).toHaveAttribute('aria-current', 'page');
  });

  it('marks the current tab with and without the trailing slash (the spec writes /clubs/)', () => {
    const { all, mine } = setup('/clubs/');
    expect(all).toHaveAttribute('aria-current', 'page');
    expect(mine).not.toHaveAttribute('aria-current');
  });

  it('opens the page of the tab chosen', async () => {
    const { all, mine } = setup();
    expect(all).toHaveAttribute('aria-current', 'page');
    await userEvent.click(mine);
    expect(screen.getByRole('heading', { name: 'My page' })).toBeInTheDocument();
    expect(mine).toHaveAttribute('aria-current', 'page');
    expect(all).not.toHaveAttribute('aria-current');
  });

  it('moves the focus with Left and Right, wrapping, and opens a tab with Enter', async () => {
    const { all, mine } = setup();
    all.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(mine).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(all).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(mine).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'My page' })).toBeInTheDocument();
    await userEvent.tab({ shift: true });
    expect(all).toHaveFocus();
  });
});
