import type { JSX } from 'react';
import type { CatalogueType, Track } from '@upclub/shared/types';
import type { SearchFilter } from '../titles';
import { FilterTabs } from './FilterTabs';
import { SavedTracks } from './SavedTracks';
import { TopResults } from './TopResults';
import { SourceResults, TrackResults } from './TypeResults';
import type { Source } from './source';
import { OverlaySearchBox } from './OverlaySearchBox';

interface Props {
  /** What is in the box. */
  text: string;
  onTextChange: (text: string) => void;
  /** The query searched: the text once typing paused. */
  query: string;
  filter: SearchFilter;
  onFilterChange: (filter: SearchFilter) => void;
  onTrack: (track: Track) => void;
  onSource: (source: Source) => void;
}

/** The search box, the filters and what they find (saved tracks while the box is empty). */
export function SearchView({
  text,
  onTextChange,
  query,
  filter,
  onFilterChange,
  onTrack,
  onSource,
}: Props): JSX.Element {
  return (
    <>
      <OverlaySearchBox label="Search songs" placeholder="Search songs" value={text} onChange={onTextChange} />
      <FilterTabs value={filter} onChange={onFilterChange} />
      <Results
        query={query}
        filter={filter}
        onTrack={onTrack}
        onSource={onSource}
        onSeeAll={(type: CatalogueType) => onFilterChange(type)}
      />
    </>
  );
}

function Results({
  query,
  filter,
  onTrack,
  onSource,
  onSeeAll,
}: Pick<Props, 'query' | 'filter' | 'onTrack' | 'onSource'> & { onSeeAll: (type: CatalogueType) => void }) {
  if (query === '') return <SavedTracks onTrack={onTrack} />;
  // Keyed by the query so a new search starts from its first page at the top.
  if (filter === 'all')
    return <TopResults key={query} query={query} onTrack={onTrack} onSource={onSource} onSeeAll={onSeeAll} />;
  if (filter === 'track') return <TrackResults key={query} query={query} onTrack={onTrack} />;
  return <SourceResults key={`${filter}-${query}`} query={query} type={filter} onSource={onSource} />;
}
