/// <reference types="@testing-library/jest-dom" />
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { PageHeader } from './PageHeader';

// The title block of the club page and of its room: the way back, the heading and its actions.

function Arrived() {
  return <p>{`arrived with ${JSON.stringify(useLocation().state)}`}</p>;
}

function renderHeader(props: Partial<Parameters<typeof PageHeader>[0]> = {}) {
  render(
    <MemoryRouter initialEntries={['/clubs/4/room']}>
      <Routes>
        <Route
          path="/clubs/4/room"
          element={
            <PageHeader
              back={{ to: '/clubs/4', label: 'Night Owls', state: { from: 'my_clubs' } }}
              title="Night Owls"
              actions={<button type="button">Leave the room</button>}
              {...props}
            />
          }
        />
        <Route path="/clubs/4" element={<Arrived />} />
      </Routes>
    </MemoryRouter>,
  );
}

it('has the title as the page heading, with its eyebrow, subtitle and actions', () => {
  renderHeader({ eyebrow: 'Listening room', subtitle: 'Started by alex' });
  expect(screen.getByRole('heading', { level: 1, name: 'Night Owls' })).toBeInTheDocument();
  expect(screen.getByText('Listening room')).toBeInTheDocument();
  expect(screen.getByText('Started by alex')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Leave the room' })).toBeInTheDocument();
});

it('goes back where it says, handing on the router state', async () => {
  renderHeader();
  await userEvent.click(screen.getByRole('link', { name: 'Night Owls' }));
  expect(screen.getByText('arrived with {"from":"my_clubs"}')).toBeInTheDocument();
});
