/// <reference types="@testing-library/jest-dom" />
import { fireEvent, render, screen } from '@testing-library/react';
import { Avatar, initialsOf } from './Avatar';

describe('Avatar', () => {
  it('makes initials', () => {
    expect(initialsOf('Ada Lovelace')).toBe('AL');
    expect(initialsOf('  ada ')).toBe('A');
    expect(initialsOf('Grace Brewster Hopper')).toBe('GH');
    expect(initialsOf('')).toBe('?');
  });

  it('shows the picture, and initials when it is missing or broken', () => {
    const { rerender } = render(<Avatar name="Ada Lovelace" src="data:image/png;base64,AAAA" />);
    const img = screen.getByRole('img', { name: 'Ada Lovelace' });
    expect(img.tagName).toBe('IMG');
    fireEvent.error(img);
    expect(screen.getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('AL');
    rerender(<Avatar name="Ada Lovelace" decorative />);
    expect(screen.queryByRole('img')).toBeNull();
  });
});
