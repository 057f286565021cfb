import type { ProviderKind } from '@upclub/shared/providers';

export interface Slide {
  title: string;
  text: string;
}

/** The Share slide names where the songs come from: Spotify, or the deployment's music server. */
const SHARE_TEXT: Record<ProviderKind, string> = {
  spotify: 'Post music from Spotify and your personal playlists.',
  opensubsonic: 'Post music from your music server and your personal playlists.',
};

const slidesOf = (kind: ProviderKind): readonly Slide[] => [
  { title: 'Discover', text: 'A live music feed curated by real people.' },
  { title: 'Share', text: SHARE_TEXT[kind] },
  { title: 'Connect', text: 'Send and discuss songs privately with users and groups.' },
  { title: 'Curate', text: 'Follow users to tailor the feed.' },
  { title: 'Clubs', text: 'Gather around the music you love.' },
];

// Made once per provider, so the carousel is given the same list at every render.
const SLIDES: Record<ProviderKind, readonly Slide[]> = {
  spotify: slidesOf('spotify'),
  opensubsonic: slidesOf('opensubsonic'),
};

/** The welcome carousel (spec §1, CAROUSEL_SLIDE_COUNT slides): its four slides, and a fifth on clubs. */
export const welcomeSlides = (kind: ProviderKind): readonly Slide[] => SLIDES[kind];
