import { forwardRef } from 'react';
import { Search } from 'lucide-react';
import styled from 'styled-components';
import { color, fontSize, SearchPill, space } from '@upclub/shared/ui';
import { CLUBS_TEXT } from '../../texts';

export interface ClubSearchProps {
  value: string;
  onChange: (value: string) => void;
}

/**
 * The 'Find club' box; the list waits for a 600 ms pause in typing (spec part 2 §2). Its ref is
 * the input (forwardRef: React 18 does not pass `ref` to a function component as a prop).
 */
export const ClubSearch = forwardRef<HTMLInputElement, ClubSearchProps>(function ClubSearch({ value, onChange }, ref) {
  return (
    <Box as="div" role="search" aria-label={CLUBS_TEXT.findClub}>
      <Search size={18} aria-hidden />
      <input
        ref={ref}
        type="search"
        aria-label={CLUBS_TEXT.findClub}
        placeholder={CLUBS_TEXT.findClub}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoComplete="off"
      />
    </Box>
  );
});

// The UI kit's pill, a step smaller and on the surface colour beside the list's sort button.
const Box = styled(SearchPill).attrs({ as: 'div' })`
  flex: 1 1 280px;
  max-width: 480px;
  height: 40px;
  padding: 0 ${space(4)};
  background: ${color.surface};
  input {
    font-size: ${fontSize.sm}px;
  }
  input::placeholder {
    color: ${color.muted};
  }
`;
