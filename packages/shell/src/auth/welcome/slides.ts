export interface Slide {
  title: string;
  text: string;
}

/** The welcome carousel (spec §1, CAROUSEL_SLIDE_COUNT slides): its four slides, and a fifth on clubs. */
export const SLIDES: readonly Slide[] = [
  { title: 'Discover', text: 'A live music feed curated by real people.' },
  { title: 'Share', text: 'Post music from Spotify and your personal playlists.' },
  { title: 'Connect', text: 'Send and discuss songs privately with users and groups.' },
  { title: 'Curate', text: 'Follow users to tailor the feed.' },
  { title: 'Clubs', text: 'Gather around the music you love.' },
];
