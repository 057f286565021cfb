import type { MusicProvider } from '../provider';
import type { OpenSubsonicMusic } from './service';

// An OpenSubsonic deployment: tracks are looked up (getSong) and demo songs drawn with the API's
// service account; users' own links serve the music routes (routes/v1/*/music).

export function openSubsonicProvider(music: OpenSubsonicMusic): MusicProvider {
  return { kind: 'opensubsonic', trackResolver: music.trackResolver, demoTracks: (count) => music.demoTracks(count) };
}

export {
  createOpenSubsonicMusic,
  musicFailure,
  notLinked,
  type OpenSubsonicMusic,
  type OpenSubsonicOptions,
  type ServiceAccount,
} from './service';
