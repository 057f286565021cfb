import type { JSX } from 'react';
import { POST_FILTERS } from '@upclub/shared/constants';
import { FILTER_LABEL, type SearchFilter } from '../titles';
import * as S from './SongSearch.styles';

/** The five filters as toggle buttons: the chosen one is pressed. */
export function FilterTabs({
  value,
  onChange,
}: {
  value: SearchFilter;
  onChange: (filter: SearchFilter) => void;
}): JSX.Element {
  return (
    <S.Tabs role="group" aria-label="Filter results">
      {POST_FILTERS.map((filter) => (
        <S.Tab key={filter} type="button" aria-pressed={filter === value} onClick={() => onChange(filter)}>
          {FILTER_LABEL[filter]}
        </S.Tab>
      ))}
    </S.Tabs>
  );
}
