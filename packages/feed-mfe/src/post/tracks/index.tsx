import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Search } from 'lucide-react';
import styled from 'styled-components';
import { EMPTY_TEXT, SEARCH_DEBOUNCE_MS } from '@upclub/shared/constants';
import type { Album, Artist } from '@upclub/shared/types';
import { useCatalogueSearchQuery, useSavedTracksQuery } from '@upclub/shared/queries/catalogue';
import { color, fontSize, radius, space, useDebouncedValue, visuallyHidden } from '@upclub/shared/ui';
import { CatalogueCard } from '@upclub/shared/ui/CatalogueCard';
import { PagedList } from '@upclub/shared/ui/PagedList';
import { PostPageFrame, SectionTitle } from '../components/PostPageFrame';
import { SearchField } from '../components/SearchField';
import { TrackList } from '../components/TrackList';
import { postFromLibraryText } from '../texts';
import { TRACK_PAGE_FILTERS, isPostFilter, type PostFilter } from './filters';
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

  // A new settled query closes the artist or album opened from the results of the one before
  // (while rendering, against the query seen last).
  const [sourceQuery, setSourceQuery] = useState(q);
  if (sourceQuery !== q) {
    setSourceQuery(q);
    setSource(null);
  }

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
    <PostPageFrame title={postFromLibraryText()} back={{ to: '/post', label: 'Back to Post a song' }}>
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
  return (
    <>
      <SectionTitle>Your saved tracks</SectionTitle>
      <TrackList label="Your saved tracks" tracks={useSavedTracksQuery()} />
    </>
  );
}

function TrackResults({ q }: { q: string }) {
  return <TrackList label="Tracks" tracks={useCatalogueSearchQuery('track', q)} />;
}

function ArtistResults({ q, onOpen }: { q: string; onOpen: (artist: Artist) => void }) {
  return (
    <PagedList<Artist>
      list={useCatalogueSearchQuery('artist', q)}
      label="Artists"
      emptyText={EMPTY_TEXT.results}
      keyOf={(a) => a.id}
      renderItem={(a) => (
        <CatalogueCard kind="artist" name={a.name} subtitle="Artist" images={a.images} onSelect={() => onOpen(a)} />
      )}
    />
  );
}

function AlbumResults({ q, onOpen }: { q: string; onOpen: (album: Album) => void }) {
  return (
    <PagedList<Album>
      list={useCatalogueSearchQuery('album', q)}
      label="Albums"
      emptyText={EMPTY_TEXT.results}
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
    />
  );
}

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space(3)};
  align-items: center;
  margin-bottom: ${space(2)};
  > label {
    min-width: 240px;
    max-width: 560px;
  }
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
  input {
    ${visuallyHidden}
  }
  &:hover {
    color: ${color.text};
  }
  &:has(input:checked) {
    background: ${color.accent};
    color: ${color.onAccent};
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${color.focus};
    outline-offset: 2px;
  }
`;
