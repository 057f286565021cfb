import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ListMusic, Search } from 'lucide-react';
import styled from 'styled-components';
import { EMPTY_TEXT } from '@upclub/shared/constants';
import { useMyPlaylistsQuery } from '@upclub/shared/queries/catalogue';
import type { Playlist } from '@upclub/shared/types';
import { Button, color, fontSize, imageUrlOf, radius, space } from '@upclub/shared/ui';
import { PagedList } from '@upclub/shared/ui/PagedList';
import { PostPageFrame, SectionTitle } from '../components/PostPageFrame';
import { SearchField } from '../components/SearchField';
import { POST_FROM_PLAYLIST, postFromLibraryText } from '../texts';

/** /post: search the catalogue, or pick one of the user's playlists (spec §2 Post creation). */
export function PostHomePage() {
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const playlists = useMyPlaylistsQuery();
  // The page's search landmark is named by its section title, apart from the header's search.
  const searchTitleId = useId();

  const search = (event: FormEvent) => {
    event.preventDefault();
    const query = q.trim();
    void navigate(query ? `/post/tracks/?${new URLSearchParams({ q: query })}` : '/post/tracks/');
  };

  return (
    <PostPageFrame title="Post a song">
      <SectionTitle id={searchTitleId}>{postFromLibraryText()}</SectionTitle>
      <SearchForm role="search" aria-labelledby={searchTitleId} onSubmit={search}>
        <SearchField>
          <Search size={18} aria-hidden />
          <input
            type="search"
            aria-label="Search tracks, artists or albums"
            placeholder="Search tracks, artists or albums"
            value={q}
            onChange={(e) => setQ(e.target.value)}
          />
        </SearchField>
        <Button type="submit">Search</Button>
      </SearchForm>

      <SectionTitle>{POST_FROM_PLAYLIST}</SectionTitle>
      <PagedList<Playlist>
        layout="grid"
        list={playlists}
        label="Your playlists"
        emptyText={EMPTY_TEXT.results}
        keyOf={(p) => p.id}
        renderItem={(p) => <PlaylistCard playlist={p} />}
      />
    </PostPageFrame>
  );
}

function PlaylistCard({ playlist }: { playlist: Playlist }) {
  const art = imageUrlOf(playlist.images, 180);
  const total = (playlist.items ?? playlist.tracks)?.total;
  return (
    <Card to={`/post/playlist/${encodeURIComponent(playlist.id)}`} state={{ name: playlist.name }}>
      <Art>{art ? <img src={art} alt="" loading="lazy" /> : <ListMusic size={40} aria-hidden />}</Art>
      <Name title={playlist.name}>{playlist.name}</Name>
      {total !== undefined ? <Count>{total === 1 ? '1 track' : `${total} tracks`}</Count> : null}
    </Card>
  );
}

const SearchForm = styled.form`
  display: flex;
  gap: ${space(3)};
  max-width: 560px;
`;

const Card = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
  padding: ${space(3)};
  border: 1px solid ${color.line};
  border-radius: ${radius.card}px;
  background: ${color.surface};
  color: ${color.text};
  text-decoration: none;
  &:hover {
    border-color: ${color.muted};
  }
  &:focus-visible {
    outline: 2px solid ${color.focus};
    outline-offset: 2px;
  }
`;

const Art = styled.div`
  aspect-ratio: 1 / 1;
  display: flex;
  align-items: center;
  justify-content: center;
  border-radius: ${radius.input}px;
  overflow: hidden;
  background: ${color.raised};
  color: ${color.muted};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Name = styled.span`
  font-weight: 600;
  font-size: ${fontSize.sm}px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Count = styled.span`
  color: ${color.muted};
  font-size: ${fontSize.xs}px;
`;
