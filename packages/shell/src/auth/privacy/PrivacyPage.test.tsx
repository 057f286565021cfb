import { screen } from '@testing-library/react';
import { renderPage } from '../testing';
import { PrivacyPage } from '.';

it('shows the privacy policy under one h1', () => {
  renderPage(<PrivacyPage />, { path: '/privacy-policy' });
  expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Privacy policy$/);
  for (const title of ['What we collect', 'Your Spotify connection', 'What we never do', 'Changes and contact']) {
    expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
  }
  expect(screen.getByText(/We do not sell your personal data/)).toBeInTheDocument();
  expect(screen.getByText(/refresh token is kept encrypted in your browser/)).toBeInTheDocument();
});
