import styled from 'styled-components';
import { color, fontSize, radius, space } from '@upclub/shared/ui';

const Transport = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${space(2)};
  button[aria-pressed='true'] {
    color: ${color.accent};
  }
`;

const Range = styled.input`
  flex: 1;
  min-width: 0;
  height: 4px;
  margin: 0;
  accent-color: ${color.accent};
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${color.focus};
    outline-offset: 4px;
    border-radius: ${radius.pill}px;
  }
  &:disabled {
    cursor: default;
    opacity: 0.5;
  }
`;

const Progress = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(2)};
  width: 100%;
  font-size: ${fontSize.xs}px;
  color: ${color.muted};
  font-variant-numeric: tabular-nums;
  time {
    flex: none;
    min-width: 36px;
    text-align: center;
  }
`;

const Volume = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(1)};
  min-width: 0;
  input {
    width: 100px;
    flex: none;
  }
`;

export const ControlStyles = { Transport, Range, Progress, Volume };
