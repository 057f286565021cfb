export { SongSearch, type SongSearchProps } from './SongSearch';
export { SONG_SEARCH_TITLE } from './titles';
