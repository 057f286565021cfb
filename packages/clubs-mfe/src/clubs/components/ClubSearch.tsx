import type { Ref } from 'react';
import { Search } from 'lucide-react';
import styled from 'styled-components';
import { color, fontSize, radius, space } from '@upclub/shared/ui';
import { CLUBS_TEXT } from '../../texts';

export interface ClubSearchProps {
  value: string;
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
}

/** The 'Find club' box; the list waits for a 600 ms pause in typing (spec part 2 §2). */
export function ClubSearch({ value, onChange, ref }: ClubSearchProps) {
  return (
    <Box role="search" aria-label={CLUBS_TEXT.findClub}>
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
}

const Box = styled.div`
  flex: 1 1 280px;
  max-width: 480px;
  display: flex;
  align-items: center;
  gap: ${space(2)};
  height: 40px;
  padding: 0 ${space(4)};
  border: 1px solid ${color.line};
  border-radius: ${radius.pill}px;
  background: ${color.surface};
  color: ${color.muted};
  &:focus-within {
    border-color: ${color.accent};
    box-shadow: 0 0 0 3px rgba(124, 92, 255, 0.25);
  }
  input {
    flex: 1;
    min-width: 0;
    border: 0;
    background: transparent;
    color: ${color.text};
    font: inherit;
    font-size: ${fontSize.sm}px;
    outline: none;
  }
  input::placeholder {
    color: ${color.muted};
  }
`;
