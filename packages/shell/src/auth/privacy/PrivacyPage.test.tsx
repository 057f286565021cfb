import { screen } from '@testing-library/react';
import { setStreamingProvider } from '@upclub/shared/providers';
import { fakeStreamingProvider } from '@upclub/shared/testing';
import { renderPage } from '../testing';
import { PrivacyPage } from '.';

afterEach(() => setStreamingProvider(null));

it('shows the privacy policy under one h1', () => {
  setStreamingProvider(fakeStreamingProvider('spotify'));
  renderPage(<PrivacyPage />, { path: '/privacy-policy' });
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Privacy policy$/);
  for (const title of ['What we collect', 'Your Spotify connection', 'What we never do', 'Changes and contact']) {
    expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
  }
  expect(screen.getByText(/We do not sell your personal data/)).toBeInTheDocument();
  expect(screen.getByText(/refresh token is kept encrypted in your browser/)).toBeInTheDocument();
  expect(screen.getByText(/and the encrypted Spotify access described above\./)).toBeInTheDocument();
  expect(screen.queryByText(/music server/)).toBeNull();
});

it('describes the music server connection, and no Spotify, on an OpenSubsonic deployment', () => {
  setStreamingProvider(fakeStreamingProvider('opensubsonic'));
  renderPage(<PrivacyPage />, { path: '/privacy-policy' });
  expect(screen.getByRole('heading', { level: 2, name: 'Your music server connection' })).toBeInTheDocument();
  const connection = screen.getByRole('region', { name: 'Your music server connection' });
  expect(connection).toHaveTextContent('Your browser never keeps that credential: UpClub’s servers do');
  expect(connection).toHaveTextContent('a token made from your password');
  expect(connection).toHaveTextContent('unlink your music server account at any time in your profile settings');
  const browser = screen.getByRole('region', { name: 'What your browser keeps' });
  expect(browser).toHaveTextContent('Your music server credential is never stored there.');
  // The rest of the policy is the same on every deployment.
  expect(screen.getByRole('heading', { level: 2, name: 'What we never do' })).toBeInTheDocument();
  expect(screen.queryByText(/Spotify/)).toBeNull();
});
