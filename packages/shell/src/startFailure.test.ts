/// <reference types="@testing-library/jest-dom" />
import { screen } from '@testing-library/react';
import { showStartFailure } from './startFailure';

afterEach(() => document.getElementById('uc-root')?.remove());

it('says in the root that UpClub could not start, and logs why', () => {
  const root = document.createElement('div');
  root.id = 'uc-root';
  document.body.appendChild(root);
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const error = new Error('ChunkLoadError');
  showStartFailure(error);
  expect(screen.getByRole('alert')).toHaveTextContent('UpClub could not start.');
  expect(log).toHaveBeenCalledWith('[shell] failed to start', error);
  log.mockRestore();
});

it('does nothing to the page without a root', () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  showStartFailure(new Error('no root'));
  expect(screen.queryByRole('alert')).toBeNull();
  log.mockRestore();
});
