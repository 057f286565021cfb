/// <reference types="@testing-library/jest-dom" />
import { lazy } from 'react';
import { act, render, screen } from '@testing-library/react';
import { PageSuspense } from './PageSuspense';

describe('PageSuspense', () => {
  it('shows the loading spinner until the lazy page arrives, then the page', async () => {
    let arrive: (page: { default: () => React.JSX.Element }) => void = () => {};
    const Page = lazy(() => new Promise<{ default: () => React.JSX.Element }>((resolve) => (arrive = resolve)));
    render(
      <PageSuspense>
        <Page />
      </PageSuspense>,
    );
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    await act(async () => arrive({ default: () => <h1>The page</h1> }));
    expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading' })).toBeNull();
  });
});
