import { VOLUME_HIGH_FROM } from '@upclub/shared/constants';

export type VolumeLevel = 'mute' | 'low' | 'high';

/** Spec §9: the mute icon at 0, low volume below 50, high at 50 or more. */
export function volumeLevel(volume: number): VolumeLevel {
  if (volume <= 0) return 'mute';
  return volume < VOLUME_HIGH_FROM ? 'low' : 'high';
}
