import styled, { css, keyframes } from 'styled-components';
import { color, fontSize, radius, space } from '@upclub/shared/ui';

const float = keyframes`
  from { transform: translateY(0); }
  to { transform: translateY(-6px); }
`;

const Page = styled.main`
  position: relative;
  min-height: 100vh;
  min-height: 100dvh;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${space(10)} ${space(6)};
  overflow: hidden;
  background: ${color.background};
  color: ${color.text};
`;

const Glow = styled.div`
  position: absolute;
  inset: -20% -40% auto;
  height: 70%;
  background:
    radial-gradient(closest-side, rgba(124, 92, 255, 0.35), transparent 70%),
    radial-gradient(closest-side at 80% 30%, rgba(255, 77, 109, 0.18), transparent 70%);
  pointer-events: none;
`;

const Content = styled.div`
  position: relative;
  width: 100%;
  max-width: 420px;
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
  gap: ${space(6)};
`;

const Art = styled.div`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: ${space(3)};
  width: min(300px, 80vw);
  margin: ${space(2)} 0;
`;

const Tile = styled.div<{ $from: string; $to: string; $index: number }>`
  position: relative;
  aspect-ratio: 1;
  border-radius: ${radius.card}px;
  background: linear-gradient(135deg, ${(p) => p.$from}, ${(p) => p.$to});
  box-shadow: 0 10px 30px rgba(0, 0, 0, 0.45);
  ${(p) =>
    p.$index % 2 === 1 &&
    css`
      animation: ${float} 3.2s ease-in-out ${p.$index * 0.3}s infinite alternate;
    `}
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const PlayBadge = styled.span`
  position: absolute;
  right: 8px;
  bottom: 8px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 36px;
  padding-left: 2px;
  border-radius: ${radius.pill}px;
  background: ${color.accent};
  color: ${color.onAccent};
  box-shadow: 0 6px 16px rgba(0, 0, 0, 0.4);
`;

const Headline = styled.h1`
  margin: 0;
  font-size: ${fontSize.xxl}px;
  line-height: 1.15;
  font-weight: 800;
  letter-spacing: -0.02em;
`;

const Call = styled.p`
  margin: 0;
  font-size: ${fontSize.lg}px;
  color: ${color.muted};
`;

const Stores = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${space(3)};
  width: 100%;
  max-width: 280px;
  margin-top: ${space(2)};
`;

const StoreLink = styled.a`
  display: flex;
  align-items: center;
  gap: ${space(3)};
  min-height: 56px;
  padding: 0 ${space(5)};
  border: 1px solid ${color.line};
  border-radius: ${radius.card}px;
  background: #000;
  color: #fff;
  text-decoration: none;
  transition:
    border-color 120ms ease,
    transform 120ms ease;
  &:hover {
    border-color: ${color.muted};
  }
  &:active {
    transform: scale(0.98);
  }
  &:focus-visible {
    outline: 2px solid ${color.focus};
    outline-offset: 3px;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &:active {
      transform: none;
    }
  }
`;

const StoreText = styled.span`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  line-height: 1.15;
  small {
    font-size: 11px;
    opacity: 0.85;
  }
  strong {
    font-size: ${fontSize.lg}px;
    font-weight: 600;
    letter-spacing: -0.01em;
  }
`;

export const MobileNoticeStyles = {
  Page,
  Glow,
  Content,
  Art,
  Tile,
  PlayBadge,
  Headline,
  Call,
  Stores,
  StoreLink,
  StoreText,
};
