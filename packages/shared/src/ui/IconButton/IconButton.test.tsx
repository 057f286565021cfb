/// <reference types="@testing-library/jest-dom" />
import { render, screen } from '@testing-library/react';
import { IconButton } from './IconButton';

it('has an accessible name and a tooltip', () => {
  render(
    <IconButton label="Add a song">
      <svg aria-hidden="true" />
    </IconButton>,
  );
  const button = screen.getByRole('button', { name: 'Add a song' });
  expect(button).toHaveAttribute('title', 'Add a song');
  expect(button).toHaveAttribute('type', 'button');
});
