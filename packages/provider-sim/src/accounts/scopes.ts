/** The scopes of the provider's OAuth description, worded for the consent page. */
export const SCOPE_DESCRIPTIONS: Readonly<Record<string, string>> = {
  'app-remote-control': 'Communicate with the app on your device',
  'playlist-read-private': 'Access your private playlists',
  'playlist-read-collaborative': 'Access your collaborative playlists',
  'playlist-modify-public': 'Manage your public playlists',
  'playlist-modify-private': 'Manage your private playlists',
  'user-library-read': 'Access your saved content',
  'user-library-modify': 'Manage your saved content',
  'user-read-private': 'Access your subscription details',
  'user-read-email': 'Get your email address',
  'user-follow-read': 'Access your followers and who you are following',
  'user-follow-modify': 'Manage who you are following',
  'user-top-read': 'Read your top artists and content',
  'user-read-playback-position': 'Read your position in content you have played',
  'user-read-playback-state': 'Read your currently playing content and devices',
  'user-read-recently-played': 'Access your recently played items',
  'user-read-currently-playing': 'Read your currently playing content',
  'user-modify-playback-state': 'Control playback on your devices',
  'ugc-image-upload': 'Upload images on your behalf',
  streaming: 'Play content and control playback on your other devices',
};

/** Splits a space-separated scope string, dropping duplicates; reports unknown scopes. */
export function parseScope(scope: unknown): { scopes: string[]; unknown: string[] } {
  const words = typeof scope === 'string' ? scope.split(/[\s+]+/).filter(Boolean) : [];
  const scopes = [...new Set(words)];
  return { scopes, unknown: scopes.filter((s) => !(s in SCOPE_DESCRIPTIONS)) };
}
