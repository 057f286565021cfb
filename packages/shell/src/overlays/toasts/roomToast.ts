import type { LiveToast, RoomLiveEvent } from '@upclub/shared/types';

/** The room a toast offers to join (with its club, which the join command needs). */
export interface RoomJoin {
  room: number;
  club: number;
}

/**
 * What the toast host shows: the live `toast` events, and the toasts the shell makes of other live
 * events (a club's room going live). `sender` names whose initials stand for a missing avatar
 * (the first word of the text when absent: toast texts start with their sender).
 */
export type HostToast = Omit<LiveToast, 'toast_type'> & {
  toast_type: LiveToast['toast_type'] | 'room_live';
  sender?: string;
  /** A Join button: joins this room, then goes to the link (the club's page, its room view). */
  join?: RoomJoin;
};

/** The toast of a `room_live` event (issue 25: its text is ROOM_LIVE_TOAST, '{club} is live'). */
export function roomLiveToast(event: RoomLiveEvent): HostToast {
  return {
    toast_type: 'room_live',
    text: event.text,
    link: event.link,
    thumbnail_picture: null,
    sender: event.club_name,
    join: { room: event.room, club: event.club },
  };
}
