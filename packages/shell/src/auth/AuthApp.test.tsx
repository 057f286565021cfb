import { render, screen } from '@testing-library/react';
import { setStreamingProvider } from '@upclub/shared/providers';
import { spotifyProvider } from '@upclub/shared/providers/spotify';
import { AuthApp } from './AuthApp';
import { SLOGAN } from './AuthLayout';
import { stubCarouselDom } from './testing';

jest.mock('./signOut', () => ({ signOut: jest.fn() }));

beforeAll(() => {
  stubCarouselDom();
  setStreamingProvider(spotifyProvider);
});
afterEach(() => window.history.pushState(null, '', '/'));

describe('AuthApp', () => {
  it.each([
    ['/', 'Welcome to UpClub'],
    ['/login', 'Welcome back'],
    ['/login/', 'Welcome back'],
    ['/signup', 'Create your account'],
    ['/terms', 'Terms'],
    ['/privacy-policy', 'Privacy policy'],
    ['/forgot-password', 'Forgot password'],
    ['/change-password', 'Change password'],
    ['/forgot-username', 'Forgot username'],
    ['/authorize-spotify', 'Connect Spotify'],
  ])('%s shows %p in the auth layout, with one h1', async (path, title) => {
    window.history.pushState(null, '', path);
    render(<AuthApp />);
    // Every page but the login is loaded when it is opened.
    const h1s = await screen.findAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent(title);
    expect(screen.getByText(SLOGAN)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'UpClub home' })).toHaveAttribute('href', '/');
  });

  it('renders nothing on the paths of other applications', () => {
    window.history.pushState(null, '', '/discover');
    const { container } = render(<AuthApp />);
    expect(container).toBeEmptyDOMElement();
  });
});
