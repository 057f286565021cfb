import styled from 'styled-components';
import { color, fontSize, radius, space } from '@upclub/shared/ui';

export const Toolbar = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${space(3)};
  margin-bottom: ${space(3)};
  & > :first-child {
    flex: 1;
    min-width: 0;
  }
  @media (max-width: 520px) {
    flex-direction: column;
    align-items: stretch;
  }
`;

export const CreateForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
  padding: ${space(3)};
  margin-bottom: ${space(3)};
  border-radius: ${radius.card}px;
  background: ${color.raised};
`;

export const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${space(2)};
`;

export const Row = styled.button`
  width: 100%;
  display: flex;
  align-items: center;
  gap: ${space(3)};
  padding: ${space(2)};
  border: 0;
  border-radius: ${radius.input}px;
  background: none;
  color: ${color.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover:not(:disabled),
  &:focus-visible {
    background: ${color.raised};
  }
  &:focus-visible {
    outline: 2px solid ${color.accent};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

export const RowText = styled.span`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  span:first-child {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  span:last-child {
    color: ${color.muted};
    font-size: ${fontSize.xs}px;
  }
`;
