/**
 * A small tagged music library for a real Subsonic server, made with sox (tones) and lame (MP3
 * with ID3 tags): a few artists and albums, tracks of a few seconds with title, artist, album,
 * track number and year. Cover art comes three ways, as music folders have it: an image file in
 * the album's folder (supysonic reads `cover.png`), a picture embedded in the MP3 only, or none.
 */
import { execFile } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export type CoverKind = 'folder' | 'embedded' | 'none';

export interface LibraryTrack {
  title: string;
  /** Position on its album, from 1. */
  number: number;
  /** Length of the audio, whole seconds. */
  seconds: number;
  /** Path inside the library folder, as the server reports it. */
  path: string;
}

export interface LibraryAlbum {
  title: string;
  artist: string;
  year: number;
  cover: CoverKind;
  tracks: LibraryTrack[];
}

export interface LibraryArtist {
  name: string;
  albums: LibraryAlbum[];
}

interface AlbumPlan {
  title: string;
  year: number;
  cover: CoverKind;
  /** Title and length in seconds of each track, in album order. */
  tracks: Array<[string, number]>;
}

/**
 * What the library holds. Names carry a non-ASCII letter and an article ("The") so a client sees
 * how the server encodes and sorts them; the lengths are short to keep generation and streams fast.
 */
const PLAN: Array<{ name: string; albums: AlbumPlan[] }> = [
  {
    name: 'Aurora Lane',
    albums: [
      {
        title: 'Night Harbour',
        year: 2019,
        cover: 'folder',
        tracks: [
          ['Harbour Lights', 5],
          ['Low Tide', 4],
          ['Lantern Walk', 6],
        ],
      },
      {
        title: 'Paper Skies',
        year: 2022,
        cover: 'embedded',
        tracks: [
          ['Kite Season', 4],
          ['Paper Skies', 5],
        ],
      },
    ],
  },
  {
    name: 'Émile Rivière',
    albums: [
      {
        title: 'Café du Nord',
        year: 2015,
        cover: 'none',
        tracks: [
          ['Rue des Martyrs', 3],
          ['Été Indien', 4],
        ],
      },
    ],
  },
  {
    name: 'The Quiet Engines',
    albums: [{ title: 'Signal', year: 2024, cover: 'folder', tracks: [['Signal Fire', 5]] }],
  },
];

/** A distinct tone per track, so no two files are the same audio. */
const toneHz = (index: number): number => 220 + 55 * index;

async function makeTrack(
  workDir: string,
  albumDir: string,
  artist: string,
  album: AlbumPlan,
  number: number,
  index: number,
  cover: string | undefined,
): Promise<void> {
  const [title, seconds] = album.tracks[number - 1];
  const wav = path.join(workDir, `tone-${index}.wav`);
  // Mono 22.05 kHz at 32 kbit/s: real MP3 frames, a few kilobytes a second.
  await run('sox', ['-n', '-r', '22050', '-c', '1', wav, 'synth', String(seconds), 'sine', String(toneHz(index))]);
  const tags = ['--tt', title, '--ta', artist, '--tl', album.title, '--tn', String(number), '--ty', String(album.year)];
  const art = cover ? ['--ti', cover] : [];
  const file = path.join(albumDir, `${String(number).padStart(2, '0')} ${title}.mp3`);
  await run('lame', ['--quiet', '-b', '32', '--id3v2-only', ...tags, ...art, wav, file]);
  await rm(wav);
}

/** A small picture (a spectrogram of a tone: sox draws it) for an album's cover. */
async function makeCover(workDir: string, file: string, index: number): Promise<void> {
  const wav = path.join(workDir, `cover-${index}.wav`);
  await run('sox', ['-n', '-r', '8000', '-c', '1', wav, 'synth', '1', 'sine', String(toneHz(index) * 2)]);
  await run('sox', [wav, '-n', 'spectrogram', '-r', '-x', '128', '-y', '129', '-o', file]);
  await rm(wav);
}

/**
 * Writes the library into `musicDir` (created), using `workDir` for scratch files, and says what
 * it holds. Takes well under a second: albums are made side by side.
 */
export async function generateLibrary(musicDir: string, workDir: string): Promise<LibraryArtist[]> {
  await mkdir(workDir, { recursive: true });
  let nextIndex = 0;
  const jobs: Array<Promise<void>> = [];
  const artists = PLAN.map((artistPlan) => ({
    name: artistPlan.name,
    albums: artistPlan.albums.map((plan): LibraryAlbum => {
      const albumIndex = nextIndex;
      nextIndex += plan.tracks.length;
      const relativeDir = path.join(artistPlan.name, plan.title);
      const albumDir = path.join(musicDir, relativeDir);
      const tracks = plan.tracks.map(([title, seconds], i): LibraryTrack => ({
        title,
        number: i + 1,
        seconds,
        path: path.join(relativeDir, `${String(i + 1).padStart(2, '0')} ${title}.mp3`),
      }));
      jobs.push(
        (async () => {
          await mkdir(albumDir, { recursive: true });
          const coverFile =
            plan.cover === 'folder'
              ? path.join(albumDir, 'cover.png')
              : plan.cover === 'embedded'
                ? path.join(workDir, `embedded-${albumIndex}.png`)
                : undefined;
          if (coverFile) await makeCover(workDir, coverFile, albumIndex);
          const embedded = plan.cover === 'embedded' ? coverFile : undefined;
          for (const track of tracks) {
            await makeTrack(
              workDir,
              albumDir,
              artistPlan.name,
              plan,
              track.number,
              albumIndex + track.number,
              embedded,
            );
          }
          if (embedded) await rm(embedded);
        })(),
      );
      return { title: plan.title, artist: artistPlan.name, year: plan.year, cover: plan.cover, tracks };
    }),
  }));
  await Promise.all(jobs);
  return artists;
}

/** Every track of the library with its album, in library order. */
export function allTracks(library: LibraryArtist[]): Array<{ album: LibraryAlbum; track: LibraryTrack }> {
  return library.flatMap((artist) => artist.albums.flatMap((album) => album.tracks.map((track) => ({ album, track }))));
}
