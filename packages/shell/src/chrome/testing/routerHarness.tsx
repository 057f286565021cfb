import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { render } from '@testing-library/react';

/** Shows where the router is, for tests to read. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders inside a memory router opened at `path`, with a probe of the current location. */
export function renderAt(path: string, ui: ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      {ui}
      <LocationProbe />
    </MemoryRouter>,
  );
}

export function setWindowWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true, writable: true });
  window.dispatchEvent(new Event('resize'));
}
