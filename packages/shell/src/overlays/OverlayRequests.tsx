import {
  Fragment,
  Suspense,
  lazy,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type JSX,
  type ReactNode,
} from 'react';
import { emitPlayerCommand, getCurrentUser, onOverlayRequest, type OverlayRequest } from '@upclub/shared/bus';
import { canBroadcastPost } from '@upclub/shared/guard';
import { canDeletePost } from './deletePost/canDeletePost';

// Each overlay is its own chunk, fetched the first time someone opens it: none of them is
// needed to show a page, so they stay out of the JavaScript every page start loads.
const SongSearch = lazy(() =>
  import(/* webpackChunkName: "song-search" */ './songSearch').then((m) => ({ default: m.SongSearch })),
);
const TrackDetailModal = lazy(() =>
  import(/* webpackChunkName: "track-detail" */ './trackDetail').then((m) => ({ default: m.TrackDetailModal })),
);
const ClubPicker = lazy(() =>
  import(/* webpackChunkName: "club-picker" */ './clubPicker').then((m) => ({ default: m.ClubPicker })),
);
const ShareModal = lazy(() =>
  import(/* webpackChunkName: "share" */ './share').then((m) => ({ default: m.ShareModal })),
);
const DeletePostModal = lazy(() =>
  import(/* webpackChunkName: "delete-post" */ './deletePost').then((m) => ({ default: m.DeletePostModal })),
);
const BroadcastPostModal = lazy(() =>
  import(/* webpackChunkName: "broadcast-post" */ './broadcastPost').then((m) => ({ default: m.BroadcastPostModal })),
);

/** The requests this component answers (the premium-required modal has its own host). */
type Handled = Exclude<OverlayRequest, { type: 'premiumRequired' }>;

const isHandled = (request: OverlayRequest): request is Handled => request.type !== 'premiumRequired';

export interface OverlayRequestsProps {
  /** Wraps an open overlay: the page's query client, fetched with the first overlay (apps/overlays.ts). */
  layer?: ComponentType<{ children: ReactNode }>;
}

/**
 * Opens the overlay a page asks for through the bus (song search, track detail, club picker,
 * share, delete confirm, broadcast post), one at a time: a new request replaces the open one. While the song search is open
 * the player's playback is kept aside and restored on closing (spec §4 Player).
 */
export function OverlayRequests({ layer: Layer = Fragment }: OverlayRequestsProps = {}): JSX.Element | null {
  // `seq` gives every request a fresh overlay (a second request for the same kind starts clean).
  const [open, setOpen] = useState<{ request: Handled; seq: number } | null>(null);
  const current = useRef<Handled | null>(null);
  const seq = useRef(0);

  // Snapshot commands go out here, in the event handlers, not in effects: StrictMode runs
  // effects twice and the player must see one save and one restore.
  const show = useCallback((next: Handled | null) => {
    const wasSearching = current.current?.type === 'songSearch';
    const searching = next?.type === 'songSearch';
    if (searching && !wasSearching) emitPlayerCommand({ type: 'saveSnapshot' });
    if (wasSearching && !searching) emitPlayerCommand({ type: 'restoreSnapshot' });
    current.current = next;
    seq.current += 1;
    setOpen(next ? { request: next, seq: seq.current } : null);
  }, []);

  useEffect(
    () =>
      onOverlayRequest((request) => {
        if (!isHandled(request)) return;
        if (request.type === 'deletePost' && !canDeletePost(request.post, getCurrentUser())) return;
        if (request.type === 'broadcastPost' && !canBroadcastPost(request.post, getCurrentUser())) return;
        show(request);
      }),
    [show],
  );

  const close = useCallback(() => show(null), [show]);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <Layer>
        <Overlay key={open.seq} request={open.request} onClose={close} />
      </Layer>
    </Suspense>
  );
}

/** The overlay for one request: a component, so `onClose` is a prop, never handed to a call during render. */
function Overlay({ request, onClose }: { request: Handled; onClose: () => void }): JSX.Element {
  switch (request.type) {
    case 'songSearch':
      return <SongSearch mode={request.mode} club={request.club ?? null} onClose={onClose} />;
    case 'trackDetail':
      return (
        <TrackDetailModal track={request.track} mode={request.mode} club={request.club ?? null} onClose={onClose} />
      );
    case 'clubPicker':
      return <ClubPicker post={request.post} onClose={onClose} />;
    case 'share':
      return <ShareModal post={request.post} onClose={onClose} />;
    case 'deletePost':
      return <DeletePostModal post={request.post} onClose={onClose} />;
    case 'broadcastPost':
      return <BroadcastPostModal post={request.post} onClose={onClose} />;
  }
}
