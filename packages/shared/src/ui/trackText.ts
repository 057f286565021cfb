import { ARTISTS_MAX_DISPLAY, TRACK_NAME_MAX_DISPLAY } from '@upclub/shared/constants';

/** Cuts `text` to `max` characters, the last one an ellipsis (spec §9 display truncation). */
export function truncateText(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, Math.max(0, max - 1)).trimEnd()}…` : text;
}

/** A track's name as lists show it (60 characters). */
export const displayTrackName = (name: string) => truncateText(name, TRACK_NAME_MAX_DISPLAY);

/** A track's artists, comma-joined, as lists show them (80 characters). */
export const displayArtists = (artists: ReadonlyArray<{ name: string }>) =>
  truncateText(artists.map((a) => a.name).join(', '), ARTISTS_MAX_DISPLAY);

/**
 * The provider lists images largest first: the smallest one that still covers `minPx` keeps
 * rows light; the largest is used when none is known to be big enough.
 */
export function imageUrlOf(
  images: ReadonlyArray<{ url: string; width?: number | null }> | undefined,
  minPx = 0,
): string | null {
  if (!images?.length) return null;
  const fitting = images.filter((i) => (i.width ?? 0) >= minPx);
  return (fitting.length ? fitting[fitting.length - 1] : images[0]).url;
}
