export { TrackRow, type TrackRowProps, type TrackRowTrack } from './TrackRow';
export { truncateText, displayTrackName, displayArtists, imageUrlOf } from './display';
