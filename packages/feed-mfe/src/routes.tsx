import { Route, Routes } from 'react-router-dom';
import { NotBuiltYet } from '@upclub/shared/mfe';
import { FeedPage } from './feed';
import { PostHomePage } from './post/home';
import { PostPlaylistPage } from './post/playlist';
import { PostTracksPage } from './post/tracks';

// The feed remote's own sub-routes (spec part 1 §2).
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/discover/*" element={<FeedPage scope="all" />} />
      <Route path="/myfeed/*" element={<FeedPage scope="my" />} />
      <Route path="/post/tracks/*" element={<PostTracksPage />} />
      <Route path="/post/playlist/:id" element={<PostPlaylistPage />} />
      <Route path="/post/*" element={<PostHomePage />} />
      <Route path="/search/*" element={<NotBuiltYet title="Search" />} />
    </Routes>
  );
}
