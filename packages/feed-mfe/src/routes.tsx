import { Route, Routes } from 'react-router-dom';
import { FeedPage } from './feed';
import { PostHomePage } from './post/home';
import { PostPlaylistPage } from './post/playlist';
import { PostTracksPage } from './post/tracks';
import { facts } from './routeFacts';
import { SearchRoute } from './search';

const { path } = facts;

// The feed remote's own sub-routes (spec part 1 §2), on the paths of its route facts.
export function AppRoutes() {
  return (
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
  );
}
