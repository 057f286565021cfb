import { render, screen } from '@testing-library/react';
import { MobileNotice, DEFAULT_APP_STORE_URL, DEFAULT_GOOGLE_PLAY_URL } from './index';

describe('MobileNotice', () => {
  it('shows the spec texts and the logo', () => {
    render(<MobileNotice />);
    expect(
      screen.getByRole('heading', { level: 1, name: "Music sharing sucks, we're here to fix it." }),
    ).toBeInTheDocument();
    expect(screen.getByText('Join UpClub today.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'UpClub' })).toBeInTheDocument();
  });

  it('links to the stores, searching for UpClub by default', () => {
    render(<MobileNotice />);
    expect(screen.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute(
      'href',
      DEFAULT_APP_STORE_URL,
    );
    expect(screen.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute(
      'href',
      DEFAULT_GOOGLE_PLAY_URL,
    );
    expect(DEFAULT_APP_STORE_URL).toMatch(/UpClub/);
    expect(DEFAULT_GOOGLE_PLAY_URL).toMatch(/UpClub/);
  });

  it('takes the store addresses from its props', () => {
    render(<MobileNotice appStoreUrl="https://example.test/ios" googlePlayUrl="https://example.test/android" />);
    expect(screen.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute(
      'href',
      'https://example.test/ios',
    );
    expect(screen.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute(
      'href',
      'https://example.test/android',
    );
  });
});
