import type { JSX } from 'react';
import { Apple, Play } from 'lucide-react';
import { UpClubLogo } from '@upclub/shared/ui';
import { MobileNoticeStyles as S } from './MobileNotice.styles';

export const MOBILE_HEADLINE = "Music sharing sucks, we're here to fix it.";
export const MOBILE_CALL = 'Join UpClub today.';

/** The stores' search pages for "UpClub" until the listing addresses are configured. */
export const DEFAULT_APP_STORE_URL = 'https://apps.apple.com/us/search?term=UpClub';
export const DEFAULT_GOOGLE_PLAY_URL = 'https://play.google.com/store/search?q=UpClub&c=apps';

export interface MobileNoticeProps {
  appStoreUrl?: string;
  googlePlayUrl?: string;
}

/** Cover-art tiles of the backdrop: colours only, so nothing loads from the network. */
const TILES = [
  ['#7c5cff', '#ff4d6d'],
  ['#2ecc71', '#1e6fff'],
  ['#ff9a3c', '#ff4d6d'],
  ['#14b8a6', '#7c5cff'],
  ['#f43f5e', '#7c3aed'],
  ['#0ea5e9', '#22d3ee'],
] as const;

/** Shown to phone browsers in place of the web app (spec part 2 §2 "Mobile notice"). */
export function MobileNotice({
  appStoreUrl = DEFAULT_APP_STORE_URL,
  googlePlayUrl = DEFAULT_GOOGLE_PLAY_URL,
}: MobileNoticeProps = {}): JSX.Element {
  return (
    <S.Page>
      <S.Glow aria-hidden="true" />
      <S.Content>
        <UpClubLogo size={44} />
        <S.Art aria-hidden="true">
          {TILES.map(([from, to], index) => (
            <S.Tile key={from + to} $from={from} $to={to} $index={index}>
              {index === 1 ? (
                <S.PlayBadge>
                  <Play size={18} fill="currentColor" />
                </S.PlayBadge>
              ) : null}
            </S.Tile>
          ))}
        </S.Art>
        <S.Headline>{MOBILE_HEADLINE}</S.Headline>
        <S.Call>{MOBILE_CALL}</S.Call>
        <S.Stores>
          <S.StoreLink href={appStoreUrl} rel="noopener noreferrer" aria-label="Download on the App Store">
            <Apple size={26} aria-hidden="true" />
            <S.StoreText aria-hidden="true">
              <small>Download on the</small>
              <strong>App Store</strong>
            </S.StoreText>
          </S.StoreLink>
          <S.StoreLink href={googlePlayUrl} rel="noopener noreferrer" aria-label="Get it on Google Play">
            <Play size={24} aria-hidden="true" />
            <S.StoreText aria-hidden="true">
              <small>Get it on</small>
              <strong>Google Play</strong>
            </S.StoreText>
          </S.StoreLink>
        </S.Stores>
      </S.Content>
    </S.Page>
  );
}
