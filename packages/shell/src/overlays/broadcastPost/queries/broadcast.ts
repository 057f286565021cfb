import { useMutation } from '@tanstack/react-query';
import { pushNotificationBroadcast } from '@upclub/shared/api';
import type { BroadcastSongPostPayload } from '@upclub/shared/types';

/** v1/pushnotificationbroadcast/, quiet: the modal shows every failure itself. */
export function useBroadcastPostMutation() {
  return useMutation({
    mutationFn: (payload: BroadcastSongPostPayload) => pushNotificationBroadcast(payload, { quiet: true }),
  });
}
