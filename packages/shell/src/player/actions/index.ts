// The player's rules (spec §4 Player) as pure functions of PlayerState, one file per action.
export * from './state';
export * from './cycleRepeat';
export * from './shuffle';
export * from './next';
export * from './previous';
export * from './playList';
export * from './autoAdvance';
export * from './removePost';
export * from './resetCurrent';
