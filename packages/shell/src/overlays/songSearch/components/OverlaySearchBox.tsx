import type { JSX } from 'react';
import { Search } from 'lucide-react';
import * as S from './SongSearch.styles';

interface Props {
  /** The input's accessible name. */
  label: string;
  placeholder: string;
  value: string;
  onChange: (text: string) => void;
}

/** The search box at the top of an overlay (song search, share): focused when the overlay opens. */
export function OverlaySearchBox({ label, placeholder, value, onChange }: Props): JSX.Element {
  return (
    <S.SearchBox role="search" aria-label={label}>
      <Search size={18} aria-hidden="true" />
      <S.SearchInput
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        data-autofocus
        autoComplete="off"
      />
    </S.SearchBox>
  );
}
