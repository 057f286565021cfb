import { useEffect, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router-dom';
import { getBackendVersion } from '@upclub/shared/api';
import { APP_VERSION } from '@upclub/shared/constants';
import { FooterStyles as S } from './Footer.styles';

export const FOOTER_CONTAINER_ID = 'uc-footer';

/** '© 2026 UpClub' */
export const copyrightText = (year: number) => `© ${year} UpClub`;

/** The footer content (spec part 1 §2): copyright with the current year, Privacy policy link, versions. */
export function FooterContent() {
  const [apiVersion, setApiVersion] = useState<string | null>(null);

  useEffect(() => {
    let alive = true;
    getBackendVersion().then(
      (answer) => {
        if (alive && answer?.version) setApiVersion(answer.version);
      },
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, []);

  return (
    <S.Bar>
      <S.Copy>{copyrightText(new Date().getFullYear())}</S.Copy>
      <S.Links>
        <Link to="/privacy-policy">Privacy policy</Link>
      </S.Links>
      <S.Version>
        v{APP_VERSION}
        {apiVersion ? ` · API ${apiVersion}` : null}
      </S.Version>
    </S.Bar>
  );
}

const footerContainer = () => document.getElementById(FOOTER_CONTAINER_ID);
/** Nothing announces the layout's slot: it is read while rendering. */
const noSubscription = () => () => undefined;

/** Renders the footer into the layout's #uc-footer, outside this React root's own element. */
export function Footer() {
  // The slot is there before the chrome mounts, or comes by the time it has mounted: React reads
  // the store again once mounted and renders again when the slot differs from the one it saw.
  const container = useSyncExternalStore(noSubscription, footerContainer);
  return container ? createPortal(<FooterContent />, container) : null;
}
