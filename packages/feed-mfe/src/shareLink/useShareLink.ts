import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { getSongPost, isNoResponse } from '@upclub/shared/api';
import { emitPlayerCommand, noticeError } from '@upclub/shared/bus';
import { POST_NOT_FOUND } from '../texts';

export const SHARE_POST_PARAM = 'share_post';

/**
 * Share links (`/discover/?share_post={id}`, spec §2): loads the post, has the player play it once
 * it is ready and takes the query away, so a reload does not play it again. A post that cannot
 * be loaded says 'Post not found' (without an answer, the API client's connection notice says
 * it all).
 */
export function useShareLink(enabled: boolean): void {
  const [params, setParams] = useSearchParams();
  const raw = enabled ? params.get(SHARE_POST_PARAM) : null;
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (raw === null || handled.current === raw) return;
    handled.current = raw;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(SHARE_POST_PARAM);
        return next;
      },
      { replace: true },
    );
    const id = Number(raw);
    if (!Number.isInteger(id) || id <= 0) {
      noticeError(POST_NOT_FOUND);
      return;
    }
    // Quiet: a failure is told once, as the spec words it.
    getSongPost(id, { quiet: true }).then(
      (post) => emitPlayerCommand({ type: 'playWhenReady', post, openPlayer: true }),
      (error: unknown) => {
        if (!isNoResponse(error)) noticeError(POST_NOT_FOUND);
      },
    );
  }, [raw, setParams]);
}
