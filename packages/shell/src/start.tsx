import '@fontsource-variable/inter';
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, theme } from '@upclub/shared/ui';
import { LayoutStyle } from './layout/LayoutStyle';
import { isMobileBrowser } from './mobile/isMobileBrowser';
import { showStartFailure } from './startFailure';

function renderInRoot(node: React.ReactNode) {
  const el = document.getElementById('uc-root')!;
  createRoot(el).render(
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <LayoutStyle />
      {node}
    </ThemeProvider>,
  );
}

async function main() {
  if (isMobileBrowser(navigator.userAgent, navigator.maxTouchPoints)) {
    // Only a mobile browser needs the notice (and its icons): a chunk of its own. It shows when the
    // deployment's provider cannot play in a mobile browser; otherwise the phone gets the app.
    const { showMobileNoticeIfBlocked } = await import(/* webpackChunkName: "mobile-notice" */ './mobile/gate');
    if (await showMobileNoticeIfBlocked(renderInRoot)) return;
  }
  renderInRoot(null);
  const { bootstrapShell } = await import('./bootstrap');
  await bootstrapShell();
}

main().catch(showStartFailure);
