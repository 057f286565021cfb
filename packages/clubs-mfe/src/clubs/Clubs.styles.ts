import styled from 'styled-components';
import { color, fontSize, radius, space } from '@upclub/shared/ui';

export const Page = styled.section`
  padding: ${space(6)};
  @media (max-width: 600px) {
    padding: ${space(4)};
  }
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space(3)};
  margin-bottom: ${space(5)};
`;

/** The clubs of a list or section: cards in a grid (DESIGN §7). */
export const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${space(4)};
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
`;

export const Section = styled.section`
  margin-bottom: ${space(8)};
`;

export const SectionHead = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${space(3)};
  margin-bottom: ${space(3)};
  h2 {
    margin: 0;
    font-size: ${fontSize.lg}px;
    font-weight: 700;
  }
  a {
    color: ${color.focus};
    font-size: ${fontSize.sm}px;
    font-weight: 600;
    text-decoration: none;
    border-radius: ${radius.input}px;
    &:hover {
      text-decoration: underline;
    }
  }
`;
