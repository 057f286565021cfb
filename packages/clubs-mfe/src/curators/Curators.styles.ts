import styled from 'styled-components';
import { color, fontSize, radius, space } from '@upclub/shared/ui';

/** The spec gives no width for the curator modals: a comfortable one for a list of people. */
export const CURATOR_MODAL_WIDTH = 520;

export const RoleLabel = styled.span`
  padding: ${space(1)} ${space(3)};
  border-radius: ${radius.pill}px;
  background: rgba(124, 92, 255, 0.18);
  color: #cfc4ff;
  font-size: ${fontSize.xs}px;
  font-weight: 600;
`;

/** A role that opens a menu ('Curator', 'Request to Curate'). */
export const RoleTrigger = styled.span<{ $request?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${space(1)};
  min-height: 32px;
  padding: 0 ${space(2)} 0 ${space(3)};
  border: 1px solid ${(p) => (p.$request ? color.accent : color.line)};
  border-radius: ${radius.pill}px;
  color: ${color.text};
  font-size: ${fontSize.xs}px;
  font-weight: 600;
  white-space: nowrap;
`;
