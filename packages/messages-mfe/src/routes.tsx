import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageSuspense } from '@upclub/shared/ui';
import { facts } from './routeFacts';

const { path } = facts;

// The page is its own chunk, so the remote's first load stays small.
const MessagesPage = lazy(() =>
  import(/* webpackChunkName: "messages-page" */ './MessagesPage').then((m) => ({ default: m.MessagesPage })),
);

/**
 * The messages remote's routes (spec part 2 §2): /messages, a thread at /messages/{id} (`new` for
 * an unsaved one) and its settings at /messages/{id}/settings, all one page that keeps its state
 * (the unsaved thread) while the address changes.
 */
export function AppRoutes() {
  return (
    <PageSuspense>
      <Routes>
        <Route path={`${path('messages')}/*`} element={<MessagesPage />} />
      </Routes>
    </PageSuspense>
  );
}
