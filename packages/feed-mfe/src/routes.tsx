import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageSuspense } from '@upclub/shared/ui';
import { FeedPage } from './feed';
import { facts } from './routeFacts';

const { path } = facts;

// The feeds (the remote's first page, Discover, among them) come with the remote; the posting
// pages and search are chunks of their own, so a feed's first load carries neither them nor the
// UI kit's pieces only they draw (track rows, catalogue cards, user rows, club cards).
const postChunk = () => import(/* webpackChunkName: "post-pages" */ './post');
const PostHomePage = lazy(() => postChunk().then((m) => ({ default: m.PostHomePage })));
const PostPlaylistPage = lazy(() => postChunk().then((m) => ({ default: m.PostPlaylistPage })));
const PostTracksPage = lazy(() => postChunk().then((m) => ({ default: m.PostTracksPage })));
const SearchRoute = lazy(() =>
  import(/* webpackChunkName: "search-page" */ './search').then((m) => ({ default: m.SearchRoute })),
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
