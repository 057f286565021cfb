import { useEffect } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { getBackendVersion } from '@upclub/shared/api';
import { LocationProbe } from '../testing/routerHarness';
import { Footer, FooterContent, copyrightText } from './Footer';

jest.mock('@upclub/shared/api', () => ({ getBackendVersion: jest.fn() }));

beforeEach(() => jest.mocked(getBackendVersion).mockResolvedValue({ version: '3.1.0' }));

async function renderFooter(ui = <Footer />) {
  render(
    <MemoryRouter initialEntries={['/discover']}>
      {ui}
      <LocationProbe />
    </MemoryRouter>,
  );
  await act(async () => undefined);
}

describe('Footer', () => {
  afterEach(() => document.getElementById('uc-footer')?.remove());

  it('shows the copyright with the current year and the privacy link', async () => {
    await renderFooter(<FooterContent />);
    const year = new Date().getFullYear();
    expect(screen.getByText(`© ${year} UpClub`)).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Privacy policy' });
    expect(link).toHaveAttribute('href', '/privacy-policy');
    await userEvent.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent('/privacy-policy');
  });

  it('shows the app version with the API version', async () => {
    await renderFooter(<FooterContent />);
    expect(screen.getByText('v1.12.29 · API 3.1.0')).toBeInTheDocument();
  });

  it('renders into the layout #uc-footer', async () => {
    const slot = document.createElement('div');
    slot.id = 'uc-footer';
    document.body.appendChild(slot);
    await renderFooter();
    expect(within(slot).getByRole('contentinfo')).toHaveTextContent(copyrightText(new Date().getFullYear()));
  });

  it('renders into a #uc-footer the layout adds while the footer mounts', async () => {
    function AddSlot() {
      useEffect(() => {
        const slot = document.createElement('div');
        slot.id = 'uc-footer';
        document.body.appendChild(slot);
      }, []);
      return null;
    }
    await renderFooter(
      <>
        <AddSlot />
        <Footer />
      </>,
    );
    const slot = document.getElementById('uc-footer')!;
    expect(within(slot).getByRole('contentinfo')).toHaveTextContent(copyrightText(new Date().getFullYear()));
  });

  it('renders nothing without the layout slot', async () => {
    await renderFooter();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});
