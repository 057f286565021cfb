import type { Library } from '../capabilities';
import { getStarredTracks, starTracks, starredTracksContain, unstarTracks } from './api';

/** The user's starred songs on the music server stand for saved tracks. */
export const openSubsonicLibrary: Library = {
  getSavedTracks: getStarredTracks,
  savedTracksContain: starredTracksContain,
  saveTracks: starTracks,
  removeSavedTracks: unstarTracks,
};
