import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CAROUSEL_SLIDE_COUNT } from '@upclub/shared/constants';
import { setStreamingProvider } from '@upclub/shared/providers';
import { fakeStreamingProvider } from '@upclub/shared/testing';
import { renderPage, stubCarouselDom } from '../testing';
import { WelcomePage } from '.';

const SPOTIFY_SHARE = 'Post music from Spotify and your personal playlists.';

describe('welcome page', () => {
  beforeEach(() => {
    stubCarouselDom();
    setStreamingProvider(fakeStreamingProvider('spotify'));
  });
  afterAll(() => setStreamingProvider(null));

  it('has one h1, the Login and Sign up links', () => {
    renderPage(<WelcomePage />, { path: '/' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
  });

  it('shows the 5 slides of the carousel with the spec texts', () => {
    renderPage(<WelcomePage />, { path: '/' });
    const carousel = screen.getByRole('region', { name: 'What you can do on UpClub' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(carousel).getAllByRole('group', { hidden: true });
    expect(slides).toHaveLength(CAROUSEL_SLIDE_COUNT);
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(['1 of 5', '2 of 5', '3 of 5', '4 of 5', '5 of 5']);
    expect(screen.getAllByRole('button', { name: /^Show slide/ }).map((dot) => dot.getAttribute('aria-label'))).toEqual(
      [
        'Show slide 1: Discover',
        'Show slide 2: Share',
        'Show slide 3: Connect',
        'Show slide 4: Curate',
        'Show slide 5: Clubs',
      ],
    );
    expect(within(slides[0]).getByText('A live music feed curated by real people.')).toBeInTheDocument();
    expect(within(slides[1]).getByText(SPOTIFY_SHARE)).toBeInTheDocument();
    expect(within(slides[2]).getByText('Send and discuss songs privately with users and groups.')).toBeInTheDocument();
    expect(within(slides[3]).getByText('Follow users to tailor the feed.')).toBeInTheDocument();
    expect(screen.queryByText("Music sharing sucks, we're here to fix it.")).toBeNull();
  });

  it('names the music server in the Share slide on an OpenSubsonic deployment', () => {
    setStreamingProvider(fakeStreamingProvider('opensubsonic'));
    renderPage(<WelcomePage />, { path: '/' });
    const share = screen.getAllByRole('group', { hidden: true })[1];
    expect(share).toHaveAttribute('aria-label', '2 of 5');
    expect(
      within(share).getByText('Post music from your music server and your personal playlists.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Spotify/)).toBeNull();
  });

  it('has a dot per slide, the first current, and a pause button', async () => {
    renderPage(<WelcomePage />, { path: '/' });
    const dots = screen.getAllByRole('button', { name: /^Show slide/ });
    expect(dots).toHaveLength(5);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    expect(dots[0]).toHaveAccessibleName('Show slide 1: Discover');
    await userEvent.click(screen.getByRole('button', { name: 'Pause slides' }));
    expect(screen.getByRole('button', { name: 'Play slides' })).toBeInTheDocument();
  });

  it('does not autoplay with reduced motion', () => {
    stubCarouselDom({ reducedMotion: true });
    renderPage(<WelcomePage />, { path: '/' });
    expect(screen.getByRole('button', { name: 'Play slides' })).toBeInTheDocument();
  });
});
