import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageSuspense } from '@upclub/shared/ui';
import { FeedPage } from './feed';
import { facts } from './routeFacts';

const { path } = facts;

// The feeds are in the remote's first load (they are its menu pages, read ahead by `prefetch`);
// posting a song (with the provider's catalogue) and search are chunks of their own.
const postChunk = () => import(/* webpackChunkName: "post-song" */ './post');
const PostHomePage = lazy(() => postChunk().then((m) => ({ default: m.PostHomePage })));
const PostPlaylistPage = lazy(() => postChunk().then((m) => ({ default: m.PostPlaylistPage })));
const PostTracksPage = lazy(() => postChunk().then((m) => ({ default: m.PostTracksPage })));
const SearchRoute = lazy(() =>
  import(/* webpackChunkName: "search" */ './search').then((m) => ({ default: m.SearchRoute })),
);

// The feed remote's own sub-routes (spec part 1 §2), on the paths of its route facts.
export function AppRoutes() {
  return (
    <PageSuspense>
      <Routes>
        <Route path={`${path('discover')}/*`} element={<FeedPage scope="all" />} />
        <Route path={`${path('myfeed')}/*`} element={<FeedPage scope="my" />} />
        <Route path={`${path('post_tracks')}/*`} element={<PostTracksPage />} />
        <Route path={path('post_playlist')} element={<PostPlaylistPage />} />
        <Route path={`${path('post')}/*`} element={<PostHomePage />} />
        <Route path={path('search')} element={<SearchRoute tab="all" />} />
        <Route path={`${path('search')}/posts`} element={<SearchRoute tab="posts" />} />
        <Route path={`${path('search')}/users`} element={<SearchRoute tab="users" />} />
        <Route path={`${path('search')}/clubs`} element={<SearchRoute tab="clubs" />} />
      </Routes>
    </PageSuspense>
  );
}
