import { Route, Routes } from 'react-router-dom';
import { NotBuiltYet } from '@upclub/shared/mfe';

// The feed remote's own sub-routes (spec part 1 §2). Pages arrive with the feed issue.
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/discover/*" element={<NotBuiltYet title="Discover" />} />
      <Route path="/myfeed/*" element={<NotBuiltYet title="My Feed" />} />
      <Route path="/post/tracks/*" element={<NotBuiltYet title="Post from your Spotify" />} />
      <Route path="/post/playlist/:id" element={<NotBuiltYet title="Post from your Playlist" />} />
      <Route path="/post/*" element={<NotBuiltYet title="Post a song" />} />
      <Route path="/search/*" element={<NotBuiltYet title="Search" />} />
    </Routes>
  );
}
