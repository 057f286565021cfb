import type { JSX } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { Chrome } from './Chrome';

/**
 * The chrome application (active on every private route). Its own React root, so its own router;
 * single-spa patches pushState so it follows the other roots' navigation.
 */
export function ChromeApp(): JSX.Element {
  return (
    <BrowserRouter>
      <Chrome />
    </BrowserRouter>
  );
}
