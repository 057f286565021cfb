import { useEffect, useLayoutEffect, useState, useSyncExternalStore, type JSX } from 'react';
import { onRoomSession as onRoomSessionOfBus, type AccountErrorReason } from '@upclub/shared/bus';
import { answerAccountError } from '../engine/accountErrors';
import type { PlayerEngine } from '../engine/PlayerEngine';
import type * as PlayerChunk from '../Player';
import { PLAYER_EXPECTED_CLASS, PlayerBarRoom } from '../bar/room';
import { navigateTo, networkNotice, premiumRequired } from '../pageEffects';
import { hasStoredPlayback } from './storedPlayback';
import { PlayerInbox } from './PlayerInbox';

export type PlayerModule = typeof PlayerChunk;

/** The engine, the bar and their controls: a chunk of their own, fetched when first needed. */
export const loadPlayer = (): Promise<PlayerModule> => import(/* webpackChunkName: "player" */ '../Player');

/** Before the player is loaded there is no device whose token could be refreshed: it takes a fresh one when it starts. */
const answerWithoutPlayer = (reason: AccountErrorReason) =>
  answerAccountError(reason, { premiumRequired, navigate: navigateTo, networkNotice, refreshToken: () => undefined });

/**
 * The chrome's place for the player. The player (engine, bar, Now Playing) is loaded the first
 * time a page starts playback, or at once when the last visit left something to restore; until
 * then its inbox keeps the bus, so the request that asked for it is played once it is there.
 * A bar restored at start keeps its room under the page from the first paint, as the bar itself
 * would, so nothing moves when it appears. A club room being joined loads it too (the player
 * follows the room). `load`, `createEngine` and `onRoomSession` are for tests (stable values).
 */
export function LazyPlayer({
  load = loadPlayer,
  createEngine,
  onRoomSession = onRoomSessionOfBus,
}: {
  load?: () => Promise<PlayerModule>;
  createEngine?: () => PlayerEngine;
  onRoomSession?: typeof onRoomSessionOfBus;
}): JSX.Element | null {
  const [inbox] = useState(() => new PlayerInbox(hasStoredPlayback(), answerWithoutPlayer));
  const [restoring] = useState(() => inbox.getState() === 'wanted');
  const state = useSyncExternalStore(inbox.subscribe, inbox.getState, inbox.getState);
  const [Player, setPlayer] = useState<PlayerModule['Player'] | null>(null);
  const wanted = state !== 'idle';

  useEffect(() => inbox.listen(), [inbox]);
  // A club room being joined needs the player: it loads while the join call is on its way.
  useEffect(
    () =>
      onRoomSession((session) => {
        if (session) inbox.want();
      }),
    [inbox, onRoomSession],
  );

  useEffect(() => {
    if (!wanted || Player) return;
    let live = true;
    load().then(
      (module) => {
        if (live) setPlayer(() => module.Player);
      },
      (error: unknown) => {
        if (!live) return;
        console.error('[shell] the player could not be loaded', error);
        inbox.loadFailed();
        networkNotice();
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, Player, load, inbox]);

  // Until the player has taken over (its bar then keeps the room itself, in the same commit).
  const reserve = restoring && state === 'wanted';
  useLayoutEffect(() => {
    if (!reserve) return;
    document.body.classList.add(PLAYER_EXPECTED_CLASS);
    return () => document.body.classList.remove(PLAYER_EXPECTED_CLASS);
  }, [reserve]);

  return (
    <>
      {reserve && <PlayerBarRoom />}
      {Player && <Player inbox={inbox} createEngine={createEngine} />}
    </>
  );
}
