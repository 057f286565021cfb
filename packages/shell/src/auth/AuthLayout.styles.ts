import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { breakpoint, color, fontSize, radius, space } from '@upclub/shared/ui';

const stacked = `@media (max-width: ${breakpoint.md}px)`;

export const Shell = styled.div`
  display: grid;
  grid-template-columns: minmax(360px, 5fr) 7fr;
  min-height: 100vh;
  background: ${color.background};
  ${stacked} {
    grid-template-columns: 1fr;
    grid-template-rows: auto 1fr;
  }
`;

export const Brand = styled.section`
  position: sticky;
  top: 0;
  height: 100vh;
  display: flex;
  flex-direction: column;
  gap: ${space(6)};
  padding: ${space(10)} ${space(12)};
  overflow: hidden;
  border-right: 1px solid ${color.line};
  background:
    radial-gradient(120% 80% at 0% 0%, rgba(124, 92, 255, 0.28) 0%, rgba(124, 92, 255, 0) 60%),
    radial-gradient(90% 70% at 100% 100%, rgba(255, 77, 109, 0.14) 0%, rgba(255, 77, 109, 0) 60%), ${color.surface};
  ${stacked} {
    position: relative;
    height: auto;
    padding: ${space(6)} ${space(6)} ${space(5)};
    gap: ${space(3)};
    border-right: 0;
    border-bottom: 1px solid ${color.line};
  }
`;

export const LogoLink = styled(Link)`
  align-self: flex-start;
  color: inherit;
  text-decoration: none;
  border-radius: ${radius.input}px;
`;

export const Slogan = styled.p`
  margin: auto 0 0;
  max-width: 14em;
  font-size: 40px;
  font-weight: 800;
  line-height: 1.1;
  letter-spacing: -0.03em;
  color: ${color.text};
  ${stacked} {
    margin: 0;
    max-width: none;
    font-size: ${fontSize.md}px;
    font-weight: 600;
    letter-spacing: 0;
    color: ${color.muted};
  }
`;

export interface TileStyle {
  from: string;
  to: string;
  angle: number;
}

/** Album-art-like tiles (pure gradients) under the slogan. */
export const TILES: TileStyle[] = [
  { from: '#7c5cff', to: '#2a1f66', angle: 135 },
  { from: '#ff4d6d', to: '#7c2a55', angle: 160 },
  { from: '#2ecc71', to: '#12553a', angle: 120 },
  { from: '#f5a524', to: '#7c3d12', angle: 145 },
  { from: '#3aa8ff', to: '#173f73', angle: 110 },
  { from: '#b9a8ff', to: '#4a3aa6', angle: 170 },
];

export const Collage = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 88px));
  gap: ${space(3)};
  margin-bottom: auto;
  ${stacked} {
    display: none;
  }
`;

export const Tile = styled.div<{ $tile: TileStyle }>`
  aspect-ratio: 1;
  border-radius: ${radius.input}px;
  background: linear-gradient(${(p) => p.$tile.angle}deg, ${(p) => p.$tile.from}, ${(p) => p.$tile.to});
  box-shadow: 0 12px 28px rgba(0, 0, 0, 0.35);
  opacity: 0.9;
  &:nth-child(2n) {
    transform: translateY(${space(3)});
  }
`;

export const BrandFooter = styled.div`
  display: flex;
  gap: ${space(4)};
  flex-wrap: wrap;
  color: ${color.muted};
  font-size: ${fontSize.xs}px;
  a {
    color: ${color.muted};
    text-decoration: none;
    border-radius: 4px;
  }
  a:hover {
    color: ${color.text};
    text-decoration: underline;
  }
  ${stacked} {
    display: none;
  }
`;

export const FormSide = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${space(12)} ${space(8)};
  ${stacked} {
    align-items: flex-start;
    padding: ${space(8)} ${space(6)} ${space(12)};
  }
`;

export const Content = styled.div`
  width: 100%;
  max-width: 440px;
`;
