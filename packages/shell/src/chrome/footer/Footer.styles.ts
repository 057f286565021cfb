import styled from 'styled-components';
import { color, fontSize, space } from '@upclub/shared/ui';

const Bar = styled.footer`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(2)} ${space(6)};
  min-height: 56px;
  padding: ${space(4)} ${space(6)};
  border-top: 1px solid ${color.line};
  color: ${color.muted};
  font-size: ${fontSize.xs}px;
`;

const Copy = styled.span`
  color: ${color.muted};
`;

const Links = styled.nav`
  display: flex;
  gap: ${space(4)};
  a {
    color: ${color.muted};
    text-decoration: none;
    border-radius: 4px;
  }
  a:hover {
    color: ${color.text};
    text-decoration: underline;
  }
  a:focus-visible {
    outline: 2px solid ${color.focus};
    outline-offset: 2px;
  }
`;

const Version = styled.span`
  margin-left: auto;
  color: ${color.muted};
  font-variant-numeric: tabular-nums;
`;

export const FooterStyles = { Bar, Copy, Links, Version };
