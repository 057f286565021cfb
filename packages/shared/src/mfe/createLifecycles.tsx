import React, { Component, Fragment, StrictMode, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { AppProps, LifeCycles } from 'single-spa';
import singleSpaReact from 'single-spa-react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@upclub/shared/ui';
import { AppErrorPanel } from './AppErrorPanel';

interface BoundaryState {
  error: Error | null;
}

/** Keeps a render error inside the application that threw it, with a Retry. */
export class AppErrorBoundary extends Component<{ name: string; label?: string; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null };
  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[${this.props.name}] render error`, error, info.componentStack);
  }
  override render() {
    if (this.state.error) {
      const { name, label } = this.props;
      return <AppErrorPanel name={name} label={label} onRetry={() => this.setState({ error: null })} />;
    }
    return this.props.children;
  }
}

export interface LifecycleOptions {
  /**
   * The root gets the page's one query client (default). The query library is then fetched when
   * the application starts, so an application without server data (the sign-in pages) says
   * `false` and the pages that show only it never download it.
   */
  queries?: boolean;
}

type Layer = ComponentType<{ children: ReactNode }>;

/**
 * single-spa lifecycles for one React application of the page (a remote's `./app`, or one of
 * the shell's own). Every root gets the theme, the page's one query client (unless `queries` is
 * false) and an error boundary that names it with `label` (a remote's route facts give it).
 */
export function createLifecycles(
  name: string,
  Root: ComponentType,
  label?: string,
  { queries = true }: LifecycleOptions = {},
): LifeCycles {
  let QueryLayer: Layer = Fragment;
  function Wrapped() {
    return (
      <StrictMode>
        <ThemeProvider theme={theme}>
          <QueryLayer>
            <AppErrorBoundary name={name} label={label}>
              <Root />
            </AppErrorBoundary>
          </QueryLayer>
        </ThemeProvider>
      </StrictMode>
    );
  }
  const react = singleSpaReact({
    React,
    ReactDOMClient: { createRoot },
    rootComponent: Wrapped,
    // AppErrorBoundary inside Wrapped catches render errors.
    suppressComponentDidCatchWarning: true,
    domElementGetter: () => {
      const el = document.getElementById(`single-spa-application:${name}`);
      if (!el) throw new Error(`No container for application ${name}`);
      return el;
    },
  });
  if (!queries) return react;
  return {
    ...react,
    // Bootstrapping waits for the query client, so the first render already has it.
    bootstrap: async (props: AppProps) => {
      QueryLayer = (await import('@upclub/shared/queries')).QueryLayer;
      await react.bootstrap(props);
    },
  };
}
