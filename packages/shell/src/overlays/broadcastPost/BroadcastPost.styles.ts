import styled from 'styled-components';
import { color, fontSize, inputLook, radius, space } from '@upclub/shared/ui';

export const ART_PX = 56;

/** The post being broadcast, in one compact row: its art, title and artists. */
export const Post = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(3)};
  margin-bottom: ${space(4)};
`;

export const Art = styled.img`
  flex: none;
  width: ${ART_PX}px;
  height: ${ART_PX}px;
  border-radius: ${radius.input}px;
  object-fit: cover;
  background: ${color.raised};
`;

export const ArtPlaceholder = styled.span`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${ART_PX}px;
  height: ${ART_PX}px;
  border-radius: ${radius.input}px;
  background: ${color.raised};
  color: ${color.muted};
`;

export const Facts = styled.div`
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

export const Name = styled.h3`
  margin: 0;
  font-size: ${fontSize.md}px;
  font-weight: 700;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Line = styled.p`
  margin: 0;
  color: ${color.muted};
  font-size: ${fontSize.sm}px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${space(2)};
`;

export const Textarea = styled.textarea<{ $invalid: boolean }>`
  ${inputLook}
  min-height: 120px;
  padding: ${space(2)} ${space(3)};
  border-radius: ${radius.input}px;
  border: 1px solid ${(p) => (p.$invalid ? color.danger : color.line)};
  resize: vertical;
`;

export const Foot = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${space(2)};
`;

export const Count = styled.span<{ $over: boolean }>`
  margin-left: auto;
  font-size: ${fontSize.xs}px;
  color: ${(p) => (p.$over ? color.danger : color.muted)};
`;

/** A refused or failed send, said in the modal (the text stays for another try). */
export const Failure = styled.p`
  margin: 0;
  padding: ${space(2)} ${space(3)};
  border: 1px solid ${color.danger};
  border-radius: ${radius.input}px;
  color: ${color.text};
  font-size: ${fontSize.sm}px;
`;

export const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${space(2)};
  margin-top: ${space(2)};
`;
