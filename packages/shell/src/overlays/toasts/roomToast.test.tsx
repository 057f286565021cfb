import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emitLiveEvent } from '@upclub/shared/bus';
import type { RoomLiveEvent } from '@upclub/shared/types';
import { ToastHost } from './ToastHost';

// Issue 25: a club's room going live is a toast for the club's followers and DJs, '{club} is
// live', leading to the club's page, with a Join button.

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

const live: RoomLiveEvent = {
  room: 7,
  club: 3,
  club_name: 'Night Owls',
  started_by: { upclubuser: 2, username: 'alex' },
  text: 'Night Owls is live',
  link: '/clubs/3',
};
const goLive = (data: RoomLiveEvent = live) => act(() => emitLiveEvent({ type: 'room_live', data }));

it("shows the event's text as a link to the club's page, with the club's initials", () => {
  render(<ToastHost />);
  goLive();
  const toast = screen.getByRole('listitem');
  expect(within(toast).getByRole('link', { name: 'Night Owls is live' })).toHaveAttribute('href', '/clubs/3');
  expect(toast).toHaveAttribute('data-toast-type', 'room_live');
  expect(toast).toHaveTextContent('NO');
});

it('goes to the club when its text is clicked, and joins the room there with Join', async () => {
  const navigate = jest.fn();
  const joinRoom = jest.fn();
  render(<ToastHost navigate={navigate} joinRoom={joinRoom} />);
  goLive();
  await userEvent.click(screen.getByRole('link', { name: 'Night Owls is live' }));
  expect(navigate).toHaveBeenCalledWith('/clubs/3');
  expect(joinRoom).not.toHaveBeenCalled();
  goLive();
  await userEvent.click(screen.getByRole('button', { name: 'Join the room of Night Owls' }));
  expect(joinRoom).toHaveBeenCalledWith({ type: 'join', room: 7, club: 3 });
  expect(navigate).toHaveBeenLastCalledWith('/clubs/3');
  expect(screen.queryByRole('listitem')).toBeNull();
});
