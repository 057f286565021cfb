// Its own entry point (@upclub/shared/ui/TrackRow): only the catalogue's lists draw track rows
// (song search, a post's track pickers). The track text helpers (truncateText, displayTrackName,
// displayArtists, imageUrlOf) stay in the kit's index, which the player bar and messages use too.
export { TrackRow, type TrackRowProps, type TrackRowTrack } from './TrackRow';
// The row's art and text, which the catalogue cards (@upclub/shared/ui/CatalogueCard) draw too.
export { ROW_ART_PX, RowArt, rowButtonLook, type RowArtProps } from './RowArt';
export { RowName, RowSecondary, RowText } from './RowText.styles';
