import { Suspense, type ReactNode } from 'react';
import { Link, Outlet } from 'react-router-dom';
import { UpClubLogo } from '@upclub/shared/ui';
import * as S from './AuthLayout.styles';

export const SLOGAN = 'An app designed to share music with friends.';

/**
 * The authentication layout of every public route: the brand side (logo, slogan) and the
 * form side with the page. Side by side on wide screens, stacked at 768 px and below.
 */
export function AuthLayout({ children }: { children?: ReactNode }) {
  return (
    <S.Shell>
      <S.Brand aria-label="About UpClub">
        <S.LogoLink to="/" aria-label="UpClub home">
          <UpClubLogo size={36} />
        </S.LogoLink>
        <S.Slogan>{SLOGAN}</S.Slogan>
        <S.Collage aria-hidden="true">
          {S.TILES.map((tile, i) => (
            <S.Tile key={i} $tile={tile} />
          ))}
        </S.Collage>
        <S.BrandFooter>
          <span>© {new Date().getFullYear()} UpClub</span>
          <Link to="/privacy-policy">Privacy policy</Link>
          <Link to="/terms">Terms</Link>
        </S.BrandFooter>
      </S.Brand>
      <S.FormSide>
        <S.Content>
          {/* A page loaded on first visit fills this column when it comes; the brand side never moves. */}
          {children ?? (
            <Suspense fallback={null}>
              <Outlet />
            </Suspense>
          )}
        </S.Content>
      </S.FormSide>
    </S.Shell>
  );
}
