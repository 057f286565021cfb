import { screen } from '@testing-library/react';
import { renderPage } from '../testing';
import { TermsPage } from '.';

it('is an empty page titled Terms with a way back', () => {
  const { container } = renderPage(<TermsPage />, { path: '/terms' });
  expect(screen.getAllByRole('heading')).toHaveLength(1);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Terms$/);
  expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
  expect(container.textContent).toBe('BackTerms');
});
