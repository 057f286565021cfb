import React, { Component, StrictMode, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { ThemeProvider } from 'styled-components';
import { QueryClientProvider } from '@tanstack/react-query';
import { theme } from '@upclub/shared/ui';
import { queryClient } from './queryClient';
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

/**
 * single-spa lifecycles for one React application of the page (a remote's `./app`, or one of
 * the shell's own). Every root gets the theme, the page's one query client and an error boundary
 * that names it with `label` (a remote's route facts give it).
 */
export function createLifecycles(name: string, Root: ComponentType, label?: string) {
  function Wrapped() {
    return (
      <StrictMode>
        <ThemeProvider theme={theme}>
          <QueryClientProvider client={queryClient}>
            <AppErrorBoundary name={name} label={label}>
              <Root />
            </AppErrorBoundary>
          </QueryClientProvider>
        </ThemeProvider>
      </StrictMode>
    );
  }
  return singleSpaReact({
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
}
