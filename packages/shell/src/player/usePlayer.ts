import { createContext, useContext, useSyncExternalStore } from 'react';
import type { EngineSnapshot, PlayerEngine } from './engine/PlayerEngine';

/** The chrome's player engine, for the bar and Now Playing inside the same React root. */
export const PlayerEngineContext = createContext<PlayerEngine | null>(null);

export function usePlayerEngine(): PlayerEngine {
  const engine = useContext(PlayerEngineContext);
  if (!engine) throw new Error('usePlayerEngine needs a PlayerEngineContext provider');
  return engine;
}

/** The engine's state; re-renders on every change (progress ticks included). */
export function usePlayerSnapshot(): EngineSnapshot {
  const engine = usePlayerEngine();
  return useSyncExternalStore(engine.subscribe, engine.getSnapshot, engine.getSnapshot);
}
