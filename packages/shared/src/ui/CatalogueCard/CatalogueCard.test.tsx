import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CatalogueCard } from './CatalogueCard';

describe('CatalogueCard', () => {
  it('is a button named by the item that opens it', async () => {
    const onSelect = jest.fn();
    render(
      <CatalogueCard
        kind="album"
        name="Discovery"
        subtitle="Daft Punk"
        images={[{ url: 'https://img/64', width: 64 }]}
        onSelect={onSelect}
      />,
    );
    const card = screen.getByRole('button', { name: /Discovery/ });
    expect(card).toHaveTextContent('Daft Punk');
    await userEvent.click(card);
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('shows a placeholder when the item has no picture', () => {
    const { container } = render(<CatalogueCard kind="artist" name="Nobody" onSelect={() => undefined} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('svg')).not.toBeNull();
  });
});
