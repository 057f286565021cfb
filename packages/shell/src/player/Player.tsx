import { lazy, Suspense, useEffect, useState, type JSX } from 'react';
import { useLocation } from 'react-router-dom';
import { loadRoomChunk } from '../rooms/roomGate';
import { PlayerBar } from './bar/PlayerBar';
import { createPlayerEngine } from './engine/createPlayerEngine';
import type { PlayerEngine } from './engine/PlayerEngine';
import { listenToPlayerBus, type PlayerEvent, type PlayerHandOver } from './playerBus';
import { PlayerEngineContext, usePlayerEngine, usePlayerSnapshot } from './usePlayer';

// Now Playing (with the comments and their form's validation) is loaded the first time it opens:
// it is a modal over the page, so nothing moves while it comes.
const NowPlaying = lazy(() =>
  import(/* webpackChunkName: "now-playing" */ './nowPlaying/NowPlaying').then((m) => ({ default: m.NowPlaying })),
);

// The question a listener's own play raises in a club's room: in the room's chunk, which the
// page has by then.
const LeaveRoomConfirm = lazy(() => loadRoomChunk().then((m) => ({ default: m.LeaveRoomConfirm })));

function LeaveRoomWhenAsked(): JSX.Element | null {
  const engine = usePlayerEngine();
  const { room } = usePlayerSnapshot();
  if (!room?.confirming) return null;
  return (
    <Suspense fallback={null}>
      <LeaveRoomConfirm onLeave={() => engine.leaveRoomAndContinue()} onStay={() => engine.stayInRoom()} />
    </Suspense>
  );
}

function NowPlayingWhenOpen(): JSX.Element | null {
  const { nowPlaying } = usePlayerSnapshot();
  if (!nowPlaying.open) return null;
  return (
    <Suspense fallback={null}>
      <NowPlaying />
    </Suspense>
  );
}

function deliver(engine: PlayerEngine, event: PlayerEvent): void {
  switch (event.type) {
    case 'command':
      return engine.handle(event.command);
    case 'postChanged':
      return engine.applyPostChange(event.change);
    case 'postDeleted':
      return engine.remove(event.songPost);
    case 'accountError':
      return engine.handleAccountError(event.reason);
  }
}

/**
 * The page's player, loaded by the chrome when first needed (./lazy/LazyPlayer; the chrome is
 * active on every private route, so it survives route changes): runs the engine, answers the bus,
 * and draws the bar and Now Playing. `inbox` hands over what the bus said while it loaded.
 */
export function Player({
  engine: given,
  createEngine = createPlayerEngine,
  inbox,
}: {
  engine?: PlayerEngine;
  createEngine?: () => PlayerEngine;
  inbox?: PlayerHandOver;
}): JSX.Element {
  const [engine] = useState(() => given ?? createEngine());
  const { pathname } = useLocation();

  // Spec §4: the main player closes on route change. Declared first, so its run at mount comes
  // before the kept requests are played (one of them may open Now Playing).
  useEffect(() => engine.close(), [engine, pathname]);

  useEffect(() => {
    engine.start();
    // Taken before listening, played after: in order, each once.
    const kept = inbox?.handOver() ?? [];
    const off = listenToPlayerBus((event) => deliver(engine, event));
    kept.forEach((event) => deliver(engine, event));
    return () => {
      off();
      engine.stop();
    };
  }, [engine, inbox]);

  return (
    <PlayerEngineContext.Provider value={engine}>
      <PlayerBar />
      <NowPlayingWhenOpen />
      <LeaveRoomWhenAsked />
    </PlayerEngineContext.Provider>
  );
}
