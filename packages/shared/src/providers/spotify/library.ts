import type { Library } from '../capabilities';
import { getSavedTracks, removeSavedTracks, saveTracks, savedTracksContain } from './webApi';

/** The account's saved tracks ("Liked Songs") through the Web API. */
export const spotifyLibrary: Library = {
  getSavedTracks,
  savedTracksContain,
  saveTracks: async (ids) => {
    await saveTracks(ids);
  },
  removeSavedTracks: async (ids) => {
    await removeSavedTracks(ids);
  },
};
