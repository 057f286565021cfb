import { useEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent, type MouseEvent } from 'react';
import { navigateToUrl } from 'single-spa';
import { X } from 'lucide-react';
import { onLiveEventOf, sendRoomCommand, type RoomCommand } from '@upclub/shared/bus';
import { Avatar, Button, IconButton } from '@upclub/shared/ui';
import { useStackPlacement } from '../placement';
import { commentedPostOf, openCommentsOfPost } from './commentToast';
import { roomLiveToast } from './roomToast';
import { createToastStore, type ShownToast, type ToastStore } from './toastStore';
import { ToastHostStyles as S } from './ToastHost.styles';

/** Only a path of this app is followed (never another site, whatever the event says). */
export const isAppPath = (link: string | null): link is string =>
  !!link && link.startsWith('/') && !link.startsWith('//');

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** Whose avatar a toast shows: its text starts with the sender's username (a room's toast names its club). */
const senderOf = (toast: ShownToast) => toast.sender ?? toast.text.trim().split(/\s+/)[0] ?? '';

/** The Join button of a room's toast. */
export const JOIN_ROOM_LABEL = 'Join';

export interface ToastHostProps {
  store?: ToastStore;
  navigate?: (path: string) => void;
  /** Shows a post's comments (a comment, reply or comment mention toast): never a route change, never a play. */
  openComments?: (songPost: number) => void;
  /** Joins a club's room (a room toast's Join). */
  joinRoom?: (command: Extract<RoomCommand, { type: 'join' }>) => void;
}

/**
 * The live toasts (spec part 1 §2, part 2 §2: push toasts that redirect when clicked): each
 * `toast` event of the live stream shows for 10 s (held while pointed at or focused), announced
 * politely; its text is a link to its target; Escape or the close button dismisses it. A toast
 * about a post's comments opens them in Now Playing, as its notification row and a card's comment
 * count do, without interrupting what plays. A club's room going live (`room_live`, issue 25)
 * shows '{club} is live', linking to the club's page, with a Join button that joins the room there.
 */
export function ToastHost({
  store: given,
  navigate = navigateToUrl,
  openComments = (songPost) => void openCommentsOfPost(songPost),
  joinRoom = sendRoomCommand,
}: ToastHostProps = {}) {
  const [store] = useState(() => given ?? createToastStore());
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  // Off the control in use: at the top when the bottom would cover it.
  const stack = useRef<HTMLElement>(null);
  useStackPlacement(stack, 'bottom', toasts);

  useEffect(() => {
    const stopToasts = onLiveEventOf('toast', store.push);
    const stopRooms = onLiveEventOf('room_live', (event) => store.push(roomLiveToast(event)));
    return () => {
      stopToasts();
      stopRooms();
      if (!given) store.dispose();
    };
  }, [store, given]);

  const onKeyDown = (toast: ShownToast) => (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      store.dismiss(toast.id);
    }
  };

  const open = (toast: ShownToast, path: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    store.dismiss(toast.id);
    const commented = commentedPostOf(toast);
    if (commented === null) navigate(path);
    else openComments(commented);
  };

  const join = (toast: ShownToast) => () => {
    if (!toast.join) return;
    store.dismiss(toast.id);
    joinRoom({ type: 'join', ...toast.join });
    if (isAppPath(toast.link)) navigate(toast.link);
  };

  return (
    <S.Stack ref={stack} aria-label="Live notifications">
      {/* Always in the page, so screen readers announce what is added to it. */}
      <div role="status" aria-live="polite" data-testid="toast-host">
        <S.List>
          {toasts.map((toast) => (
            <S.Toast
              key={toast.id}
              data-toast-type={toast.toast_type}
              onKeyDown={onKeyDown(toast)}
              onMouseEnter={() => store.hold(toast.id)}
              onMouseLeave={() => store.release(toast.id)}
              onFocus={() => store.hold(toast.id)}
              onBlur={() => store.release(toast.id)}
            >
              <Avatar src={toast.thumbnail_picture} name={senderOf(toast)} size={36} decorative />
              {isAppPath(toast.link) ? (
                <S.Link href={toast.link} onClick={open(toast, toast.link)}>
                  {toast.text}
                </S.Link>
              ) : (
                <S.Text>{toast.text}</S.Text>
              )}
              {toast.join && (
                <Button
                  type="button"
                  onClick={join(toast)}
                  aria-label={`${JOIN_ROOM_LABEL} the room of ${toast.sender}`}
                >
                  {JOIN_ROOM_LABEL}
                </Button>
              )}
              <IconButton label="Dismiss notification" size={32} onClick={() => store.dismiss(toast.id)}>
                <X size={16} aria-hidden="true" />
              </IconButton>
            </S.Toast>
          ))}
        </S.List>
      </div>
    </S.Stack>
  );
}
