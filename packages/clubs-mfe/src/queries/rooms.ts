import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reportError, statusOf } from '@upclub/shared/api';
import { getClubRoom, getRoomListeners, startClubRoom } from '@upclub/shared/rooms/api';
import { onLiveEventOf, onRoomSession } from '@upclub/shared/bus';
import { retryOnce } from '@upclub/shared/queries';
import type { Club, LiveRoomSummary, RoomState } from '@upclub/shared/types';
import { patchClub } from './clubs';
import { clubKeys } from './keys';

// A club's listening room (docs/rooms.md) as the clubs remote reads it: the club's live room,
// who is in it, starting one, and the room events kept on the clubs' cached `live_room`. The room
// session itself (joining, the clock, the player) is the shell's: pages read it on the bus.

/** What a club's answers say of a live room, from a room's state. */
export const liveRoomOf = (state: RoomState): LiveRoomSummary | null =>
  state.live ? { room: state.room, listeners: state.listeners, started_at: state.started_at } : null;

/**
 * The club as a room's state leaves it: live with its count, or no longer live when that room
 * ended (an older ended room does not hide a newer live one). Unchanged clubs stay the same object.
 */
export function withRoom(club: Club, state: RoomState): Club {
  const live = club.live_room;
  if (!state.live) return live?.room === state.room ? { ...club, live_room: null } : club;
  if (live?.room === state.room && live.listeners === state.listeners) return club;
  return { ...club, live_room: liveRoomOf(state) };
}

/** A 404 says the club has no live room: asking again cannot help. */
const retryUnlessMissing = (failures: number, error: unknown) => statusOf(error) !== 404 && retryOnce(failures, error);

/** The club's live room (its state), read afresh each time the room page opens. */
export function useClubRoomQuery(club: number) {
  return useQuery({
    queryKey: clubKeys.room(club),
    queryFn: () => getClubRoom(club),
    retry: retryUnlessMissing,
    staleTime: 0,
  });
}

/**
 * The room's listeners with their avatars (the state names them without pictures). Asked again
 * when the listener sample changes; the previous answer stays meanwhile, so known faces stay.
 */
export function useRoomListenersQuery(state: RoomState) {
  const sample = state.listeners_sample.map((u) => u.upclubuser).join(',');
  return useQuery({
    queryKey: clubKeys.roomListeners(state.room, sample),
    queryFn: () => getRoomListeners(state.room),
    placeholderData: (previous) => previous,
    staleTime: Infinity,
  });
}

/**
 * Go live (the owner and curators): the new room's state is the club room's, and every copy of
 * the club shows it live. A room already live (409, another DJ was first) is read again instead.
 */
export function useStartRoomMutation(club: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => startClubRoom(club),
    onSuccess: (state) => {
      client.setQueryData(clubKeys.room(club), state);
      patchClub(client, club, (c) => withRoom(c, state));
    },
    onError: (error) => {
      reportError(error);
      if (statusOf(error) === 409) {
        void client.invalidateQueries({ queryKey: clubKeys.detail(club) });
        void client.invalidateQueries({ queryKey: clubKeys.room(club) });
      }
    },
  });
}

/**
 * The room events on the cached clubs: a club going live reads its club again (the event has no
 * count), an ended room leaves it, and the room the user is in keeps its club's listener count.
 */
export function useClubRoomEvents(): void {
  const client = useQueryClient();
  useEffect(() => {
    const offs = [
      onLiveEventOf('room_live', ({ club }) => {
        void client.invalidateQueries({ queryKey: clubKeys.detail(club) });
        void client.invalidateQueries({ queryKey: clubKeys.lists() });
      }),
      onLiveEventOf('room_ended', ({ club, room }) =>
        patchClub(client, club, (c) => (c.live_room?.room === room ? { ...c, live_room: null } : c)),
      ),
      onRoomSession((session) => {
        const state = session?.state;
        if (state) patchClub(client, state.club, (c) => withRoom(c, state));
      }),
    ];
    return () => offs.forEach((off) => off());
  }, [client]);
}
