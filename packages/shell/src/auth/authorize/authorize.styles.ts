import styled from 'styled-components';
import { Card, color, fontSize, space } from '@upclub/shared/ui';

// The look of the connect pages (Spotify's consent prompt, the music server's form).

export const Prompt = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${space(4)};
`;

export const Icon = styled.div`
  width: 52px;
  height: 52px;
  border-radius: 14px;
  display: grid;
  place-items: center;
  color: ${color.accent};
  background: rgba(124, 92, 255, 0.14);
`;

export const Text = styled.p`
  margin: 0;
  font-size: ${fontSize.md}px;
  color: ${color.text};
`;

export const Small = styled.p`
  margin: 0;
  color: ${color.muted};
  font-size: ${fontSize.sm}px;
`;

export const Problem = styled.p`
  margin: 0;
  padding: ${space(3)};
  border-radius: 8px;
  border: 1px solid rgba(255, 92, 92, 0.4);
  background: rgba(255, 92, 92, 0.1);
  color: ${color.danger};
  font-size: ${fontSize.sm}px;
`;

export const Status = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(3)};
  color: ${color.muted};
  font-size: ${fontSize.md}px;
`;
