import { createRoot, type Root } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import type { AppProps, LifeCycles } from 'single-spa';
import { theme } from '@upclub/shared/ui';
import { AppErrorPanel } from '@upclub/shared/mfe';

type Lifecycle = (props: AppProps) => Promise<unknown>;

function asList(fn: LifeCycles['mount'] | undefined): Lifecycle[] {
  if (!fn) return [];
  return (Array.isArray(fn) ? fn : [fn]) as Lifecycle[];
}
async function run(fns: Lifecycle[], props: AppProps) {
  for (const fn of fns) await fn(props);
}

function container(name: string): HTMLElement | null {
  return document.getElementById(`single-spa-application:${name}`);
}

/**
 * Lifecycles that load the real application at mount time and, when loading or mounting
 * fails, show an in-place message with Retry instead of breaking the page: the chrome and
 * the other applications keep working (DESIGN.md §1 "Isolation"). `label` names the
 * application in that message (a remote's route facts give it).
 */
export function resilientApp(name: string, load: () => Promise<LifeCycles>, label?: string): LifeCycles {
  let real: LifeCycles | null = null;
  let bootstrapped = false;
  let mounted = false;
  let panel: Root | null = null;
  let active = false;

  function clearPanel() {
    panel?.unmount();
    panel = null;
  }

  function showPanel(props: AppProps) {
    const el = container(name);
    if (!el || !active) return;
    clearPanel();
    panel = createRoot(el);
    panel.render(
      <ThemeProvider theme={theme}>
        <AppErrorPanel name={name} label={label} onRetry={() => void attempt(props)} />
      </ThemeProvider>,
    );
  }

  async function attempt(props: AppProps) {
    try {
      real ??= await load();
      if (!active) return;
      if (!bootstrapped) {
        await run(asList(real.bootstrap), props);
        bootstrapped = true;
      }
      clearPanel();
      await run(asList(real.mount), props);
      mounted = true;
    } catch (error) {
      console.error(`[shell] application ${name} failed to load or mount`, error);
      // A failed load is not cached: Retry asks for the remote's entry script again.
      if (!bootstrapped) real = null;
      mounted = false;
      showPanel(props);
    }
  }

  return {
    bootstrap: async () => undefined,
    mount: async (props: AppProps) => {
      active = true;
      await attempt(props);
    },
    unmount: async (props: AppProps) => {
      active = false;
      clearPanel();
      if (mounted && real) {
        mounted = false;
        await run(asList(real.unmount), props);
      }
    },
  };
}
