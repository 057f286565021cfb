import type { Supysonic } from '@upclub/testing/supysonic';
import { call, inner } from './client';

// The library's songs as supysonic lists them, to find ids by title.

export interface Song {
  id: string;
  title: string;
  album: string;
  albumId: string;
  artist: string;
  artistId: string;
  track: number;
  year: number;
  duration: number;
  size: number;
  bitRate: number;
  coverArt?: string;
  starred?: string;
  [key: string]: unknown;
}

/** Every song, found by an empty search3 query (supysonic answers all of them). */
export async function allSongs(server: Supysonic): Promise<Map<string, Song>> {
  const answer = await call(server, 'search3', { query: '', songCount: 100, albumCount: 0, artistCount: 0 });
  const songs = (inner(answer).searchResult3 as { song: Song[] }).song;
  return new Map(songs.map((song) => [song.title, song]));
}

export async function songTitled(server: Supysonic, title: string): Promise<Song> {
  const song = (await allSongs(server)).get(title);
  if (!song) throw new Error(`no song "${title}" on the server`);
  return song;
}
