import type { ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

/**
 * A remote's router serves the paths of its route facts, each page under its facts' title: one
 * test a [path, title] pair, rendering the remote's routes at that path.
 */
export function itShowsTitles(AppRoutes: ComponentType, cases: Array<[path: string, title: string]>) {
  it.each(cases)('%s shows %s', (path, title) => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });
}
