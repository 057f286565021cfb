import { lazy, Suspense, useEffect, useState, type JSX } from 'react';
import { useLocation } from 'react-router-dom';
import { onAccountError, onPlayerCommand, onPostChanged, onPostDeleted } from '@upclub/shared/bus';
import { PlayerBar } from './bar/PlayerBar';
import { createPlayerEngine } from './engine/createPlayerEngine';
import type { PlayerEngine } from './engine/PlayerEngine';
import { PlayerEngineContext, usePlayerSnapshot } from './usePlayer';

// Now Playing (with the comments and their form's validation) is loaded the first time it opens:
// it is a modal over the page, so nothing moves while it comes.
const NowPlaying = lazy(() =>
  import(/* webpackChunkName: "now-playing" */ './nowPlaying/NowPlaying').then((m) => ({ default: m.NowPlaying })),
);

function NowPlayingWhenOpen(): JSX.Element | null {
  const { nowPlaying } = usePlayerSnapshot();
  if (!nowPlaying.open) return null;
  return (
    <Suspense fallback={null}>
      <NowPlaying />
    </Suspense>
  );
}

/**
 * The page's player, mounted once by the chrome (active on every private route, so it survives
 * route changes): runs the engine, answers the bus, and draws the bar and Now Playing.
 */
export function Player({ engine: given }: { engine?: PlayerEngine }): JSX.Element {
  const [engine] = useState(() => given ?? createPlayerEngine());
  const { pathname } = useLocation();

  useEffect(() => {
    engine.start();
    const offs = [
      onPlayerCommand((command) => engine.handle(command)),
      onPostChanged((change) => engine.applyPostChange(change)),
      onPostDeleted(({ songPost }) => engine.remove(songPost)),
      onAccountError(({ reason }) => engine.handleAccountError(reason)),
    ];
    return () => {
      offs.forEach((off) => off());
      engine.stop();
    };
  }, [engine]);

  // Spec §4: the main player closes on route change.
  useEffect(() => engine.close(), [engine, pathname]);

  return (
    <PlayerEngineContext.Provider value={engine}>
      <PlayerBar />
      <NowPlayingWhenOpen />
    </PlayerEngineContext.Provider>
  );
}
