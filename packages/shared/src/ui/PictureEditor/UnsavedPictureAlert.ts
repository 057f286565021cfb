import styled from 'styled-components';
import { color, fontSize, radius, space } from '@upclub/shared/ui';

/** The alert of a save refused while a picture's crop waits for ✓ or ✘. */
export const UnsavedPictureAlert = styled.p.attrs({ role: 'alert' })`
  margin: 0;
  padding: ${space(3)} ${space(4)};
  border: 1px solid ${color.danger};
  border-radius: ${radius.input}px;
  background: rgba(255, 92, 92, 0.1);
  color: ${color.text};
  font-size: ${fontSize.sm}px;
`;
