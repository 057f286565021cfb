import styled from 'styled-components';
import { color, fontSize, inputLook, radius, space } from '@upclub/shared/ui';

export const Track = styled.div`
  display: flex;
  gap: ${space(4)};
  align-items: center;
  margin-bottom: ${space(5)};
  @media (max-width: 520px) {
    flex-direction: column;
    align-items: flex-start;
  }
`;

export const Art = styled.img`
  flex: none;
  width: 160px;
  height: 160px;
  border-radius: ${radius.card}px;
  object-fit: cover;
  background: ${color.raised};
`;

export const ArtPlaceholder = styled.div`
  flex: none;
  display: flex;
  align-items: center;
  justify-content: center;
  width: 160px;
  height: 160px;
  border-radius: ${radius.card}px;
  background: ${color.raised};
  color: ${color.muted};
`;

export const Facts = styled.div`
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${space(1)};
`;

export const Name = styled.h3`
  margin: 0;
  font-size: ${fontSize.lg}px;
  font-weight: 700;
  overflow-wrap: anywhere;
`;

export const Line = styled.p`
  margin: 0;
  color: ${color.muted};
  font-size: ${fontSize.sm}px;
  overflow-wrap: anywhere;
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
`;

export const Counter = styled.span<{ $over: boolean }>`
  align-self: flex-end;
  font-size: ${fontSize.xs}px;
  color: ${(p) => (p.$over ? color.danger : color.muted)};
`;

export const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${space(2)};
  margin-top: ${space(2)};
`;

export const Textarea = styled.textarea<{ $invalid?: boolean }>`
  ${inputLook}
  min-height: 88px;
  padding: ${space(2)} ${space(3)};
  border-radius: ${radius.input}px;
  border: 1px solid ${(p) => (p.$invalid ? color.danger : color.line)};
  resize: vertical;
`;
