import styled from 'styled-components';
import { color, fontSize, space } from '@upclub/shared/ui';

const List = styled.ul<{ $layout: 'rows' | 'grid' }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${(p) => (p.$layout === 'grid' ? space(4) : space(1))};
  grid-template-columns: ${(p) => (p.$layout === 'grid' ? 'repeat(auto-fill, minmax(180px, 1fr))' : '1fr')};
`;

/** The end of the list; roomier when it stands alone (loading, empty, failed first page). */
const Status = styled.div<{ $alone: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${space(3)};
  padding: ${(p) => (p.$alone ? `${space(8)} ${space(4)}` : `${space(3)} 0`)};
  color: ${color.muted};
  font-size: ${fontSize.sm}px;
  text-align: center;
  p {
    margin: 0;
  }
  [role='alert'] {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${space(3)};
  }
`;

export const PagedListStyles = { List, Status };
