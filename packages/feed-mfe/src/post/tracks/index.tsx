import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Search } from 'lucide-react';
import styled from 'styled-components';
import { EMPTY_TEXT, SEARCH_DEBOUNCE_MS } from '@upclub/shared/constants';
import type { Album, Artist } from '@upclub/shared/types';
import { CatalogueCard, color, fontSize, radius, space, useDebouncedValue, visuallyHidden } from '@upclub/shared/ui';
import { CatalogueList } from '../../components/CatalogueList';
import { useCatalogueSearchQuery, useSavedTracksQuery, type PostFilter } from '../../queries/catalogue';
import { PostPageFrame, SectionTitle } from '../components/PostPageFrame';
import { SearchField } from '../components/SearchField';
import { TrackList } from '../components/TrackList';
import { POST_FROM_SPOTIFY } from '../texts';
import { TRACK_PAGE_FILTERS, isPostFilter } from './filters';
import { SourceTracks, type Source } from './SourceTracks';

export const FILTER_PARAM = 'type';

/**
 * /post/tracks/: search tracks, artists or albums (debounced), the user's saved tracks while the
 * box is empty; a track opens the track detail to post it, an artist or album shows its tracks.
 */
export function PostTracksPage() {
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const [source, setSource] = useState<Source | null>(null);
  const filterParam = params.get(FILTER_PARAM);
  const filter: PostFilter = isPostFilter(filterParam) ? filterParam : 'track';
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);

  // The settled query goes to the address, so back and reload keep the search.
  useEffect(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (q) next.set('q', q);
        else next.delete('q');
        return next;
      },
      { replace: true },
    );
    setSource(null);
  }, [q, setParams]);

  const setFilter = (value: PostFilter) => {
    setSource(null);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(FILTER_PARAM, value);
        return next;
      },
      { replace: true },
    );
  };

  return (
    <PostPageFrame title={POST_FROM_SPOTIFY} back={{ to: '/post', label: 'Back to Post a song' }}>
      <Controls>
        <SearchField>
          <Search size={18} aria-hidden />
          <input
            type="search"
            aria-label="Search"
            placeholder={`Search ${TRACK_PAGE_FILTERS.find((f) => f.value === filter)!.label.toLowerCase()}s`}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </SearchField>
        <Filters role="radiogroup" aria-label="Filter">
          {TRACK_PAGE_FILTERS.map((f) => (
            <FilterChip key={f.value}>
              <input
                type="radio"
                name="post-track-filter"
                value={f.value}
                checked={filter === f.value}
                onChange={() => setFilter(f.value)}
              />
              {f.label}
            </FilterChip>
          ))}
        </Filters>
      </Controls>

      {source ? (
        <SourceTracks source={source} onBack={() => setSource(null)} />
      ) : q === '' ? (
        <SavedTracks />
      ) : filter === 'track' ? (
        <TrackResults q={q} />
      ) : filter === 'artist' ? (
        <ArtistResults q={q} onOpen={(artist) => setSource({ type: 'artist', artist })} />
      ) : (
        <AlbumResults q={q} onOpen={(album) => setSource({ type: 'album', album })} />
      )}
    </PostPageFrame>
  );
}

function SavedTracks() {
  const saved = useSavedTracksQuery(true);
  return (
    <>
      <SectionTitle>Your saved tracks</SectionTitle>
      <TrackList
        label="Your saved tracks"
        tracks={saved.items}
        loading={saved.isPending || saved.isFetchingNextPage}
        failed={saved.isError}
        hasMore={saved.hasNextPage}
        onLoadMore={() => void saved.fetchNextPage({ cancelRefetch: false })}
        onRetry={() => void (saved.isFetchNextPageError ? saved.fetchNextPage({ cancelRefetch: false }) : saved.refetch())}
      />
    </>
  );
}

function TrackResults({ q }: { q: string }) {
  const found = useCatalogueSearchQuery('track', q);
  return (
    <TrackList
      label="Tracks"
      tracks={found.items}
      loading={found.isPending || found.isFetchingNextPage}
      failed={found.isError}
      hasMore={found.hasNextPage}
      onLoadMore={() => void found.fetchNextPage({ cancelRefetch: false })}
      onRetry={() => void (found.isFetchNextPageError ? found.fetchNextPage({ cancelRefetch: false }) : found.refetch())}
    />
  );
}

function ArtistResults({ q, onOpen }: { q: string; onOpen: (artist: Artist) => void }) {
  const found = useCatalogueSearchQuery('artist', q);
  return (
    <CatalogueList<Artist>
      label="Artists"
      items={found.items}
      keyOf={(a) => a.id}
      renderItem={(a) => <CatalogueCard kind="artist" name={a.name} subtitle="Artist" images={a.images} onSelect={() => onOpen(a)} />}
      loading={found.isPending || found.isFetchingNextPage}
      failed={found.isError}
      hasMore={found.hasNextPage}
      onLoadMore={() => void found.fetchNextPage({ cancelRefetch: false })}
      onRetry={() => void (found.isFetchNextPageError ? found.fetchNextPage({ cancelRefetch: false }) : found.refetch())}
      emptyText={EMPTY_TEXT.results}
    />
  );
}

function AlbumResults({ q, onOpen }: { q: string; onOpen: (album: Album) => void }) {
  const found = useCatalogueSearchQuery('album', q);
  return (
    <CatalogueList<Album>
      label="Albums"
      items={found.items}
      keyOf={(a) => a.id}
      renderItem={(a) => (
        <CatalogueCard
          kind="album"
          name={a.name}
          subtitle={a.artists.map((artist) => artist.name).join(', ')}
          images={a.images}
          onSelect={() => onOpen(a)}
        />
      )}
      loading={found.isPending || found.isFetchingNextPage}
      failed={found.isError}
      hasMore={found.hasNextPage}
      onLoadMore={() => void found.fetchNextPage({ cancelRefetch: false })}
      onRetry={() => void (found.isFetchNextPageError ? found.fetchNextPage({ cancelRefetch: false }) : found.refetch())}
      emptyText={EMPTY_TEXT.results}
    />
  );
}

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(3)};
  align-items: center;
  margin-bottom: ${space(2)};
  > label { min-width: 240px; max-width: 560px; }
`;

const Filters = styled.div`
  display: inline-flex;
  gap: ${space(1)};
  padding: ${space(1)};
  border: 1px solid ${color.line};
  border-radius: ${radius.pill}px;
  background: ${color.surface};
`;

// Native radios (arrow keys move between them), drawn as pills.
const FilterChip = styled.label`
  display: inline-flex;
  align-items: center;
  min-height: 34px;
  padding: 0 ${space(4)};
  border-radius: ${radius.pill}px;
  color: ${color.muted};
  font-size: ${fontSize.sm}px;
  font-weight: 600;
  cursor: pointer;
  input { ${visuallyHidden} }
  &:hover { color: ${color.text}; }
  &:has(input:checked) { background: ${color.accent}; color: ${color.onAccent}; }
  &:has(input:focus-visible) { outline: 2px solid ${color.focus}; outline-offset: 2px; }
`;
