import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TrackRow } from './TrackRow';
import { displayArtists, imageUrlOf, truncateText } from '../trackText';

const track = {
  id: 't1',
  name: 'One More Time',
  artists: [{ name: 'Daft Punk' }, { name: 'Romanthony' }],
  album: {
    name: 'Discovery',
    images: [
      { url: 'https://img/640', width: 640 },
      { url: 'https://img/300', width: 300 },
      { url: 'https://img/64', width: 64 },
    ],
  },
};

describe('TrackRow', () => {
  it('is a button named by the track when it can be chosen', async () => {
    const onSelect = jest.fn();
    render(<TrackRow track={track} onSelect={onSelect} showAlbum />);
    const row = screen.getByRole('button', { name: /One More Time/ });
    expect(row).toHaveTextContent('Daft Punk, Romanthony · Discovery');
    await userEvent.click(row);
    expect(onSelect).toHaveBeenCalledWith(track);
  });

  it('is plain content without onSelect and uses the fallback art for album tracks', () => {
    const { container } = render(
      <TrackRow track={{ ...track, album: undefined }} fallbackImageUrl="https://img/album" />,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://img/album');
  });

  it('truncates the name to 60 and the artists to 80 characters', () => {
    const long = { ...track, name: 'n'.repeat(61), artists: [{ name: 'a'.repeat(81) }] };
    render(<TrackRow track={long} />);
    expect(screen.getByText(/^n+…$/).textContent).toHaveLength(60);
    expect(screen.getByText(/^a+…$/).textContent).toHaveLength(80);
  });
});

describe('display helpers', () => {
  it('keeps short texts and joins artists', () => {
    expect(truncateText('short', 10)).toBe('short');
    expect(displayArtists([{ name: 'A' }, { name: 'B' }])).toBe('A, B');
  });

  it('picks the smallest image that covers the size, else the largest', () => {
    expect(imageUrlOf(track.album.images, 48)).toBe('https://img/64');
    expect(imageUrlOf(track.album.images, 200)).toBe('https://img/300');
    expect(imageUrlOf(track.album.images, 1000)).toBe('https://img/640');
    expect(imageUrlOf([], 10)).toBeNull();
  });
});
