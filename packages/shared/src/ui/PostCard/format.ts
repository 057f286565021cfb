import type { Mention, SongPost } from '@upclub/shared/types';
import { displayArtists, displayTrackName } from '@upclub/shared/ui';

// Pure helpers of the post card: what it shows of a post and the links it shares.

/** The track name as the card shows it (spec §9: 60 characters). */
export const trackNameOf = (post: SongPost): string => displayTrackName(post.track_details?.name ?? post.title);

/** The artists as the card shows them (spec §9: 80 characters). */
export const artistsOf = (post: SongPost): string => displayArtists(post.track_details?.artists ?? []);

/** The largest album image (the provider lists them largest first). */
export const albumArtOf = (post: SongPost): string | null => post.track_details?.album.images[0]?.url ?? null;

export const displayNameOf = (post: Pick<SongPost, 'first_name' | 'last_name' | 'username'>): string =>
  `${post.first_name} ${post.last_name}`.trim() || post.username;

/** The share link of spec §2: `/discover/?share_post={id}` on this site. */
export const shareLinkOf = (songPost: number, origin = window.location.origin): string =>
  `${origin}/discover/?share_post=${songPost}`;

/** The tweet composer with the share link (the web cannot post for the user). */
export const tweetUrlOf = (post: SongPost, origin?: string): string => {
  const artists = (post.track_details?.artists ?? []).map((a) => a.name).join(', ');
  const text = artists ? `${trackNameOf(post)} by ${artists} on UpClub` : `${trackNameOf(post)} on UpClub`;
  const params = new URLSearchParams({ text, url: shareLinkOf(post.song_post, origin) });
  return `https://twitter.com/intent/tweet?${params.toString()}`;
};

export type CaptionPart = { type: 'text'; text: string } | { type: 'mention'; mention: Mention };

/**
 * A caption split into text and mentions: `<@{userid}>` markup becomes the mentioned user
 * (from the post's `mentions`); markup of a user not listed stays out of the text.
 */
export function captionParts(text: string, mentions: Mention[]): CaptionPart[] {
  const byId = new Map(mentions.map((m) => [m.upclubuser, m]));
  const parts: CaptionPart[] = [];
  let last = 0;
  for (const match of text.matchAll(/<@(\d+)>/g)) {
    const index = match.index ?? 0;
    if (index > last) parts.push({ type: 'text', text: text.slice(last, index) });
    const mention = byId.get(Number(match[1]));
    if (mention) parts.push({ type: 'mention', mention });
    last = index + match[0].length;
  }
  if (last < text.length) parts.push({ type: 'text', text: text.slice(last) });
  return parts;
}

/** The caption as plain text (`@username` for each mention), for a tooltip of a clamped caption. */
export const captionText = (post: Pick<SongPost, 'comment' | 'mentions'>): string =>
  captionParts(post.comment, post.mentions)
    .map((part) => (part.type === 'text' ? part.text : `@${part.mention.username}`))
    .join('');
