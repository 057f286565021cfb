import { useEffect, useState, type JSX } from 'react';
import styled from 'styled-components';
import { NOTICE } from '@upclub/shared/constants';
import { onOverlayRequest } from '@upclub/shared/bus';
import { Button, color, fontSize, space } from '@upclub/shared/ui';
import { Modal } from '@upclub/shared/ui/Modal';
import { signOut } from '../../auth/signOut';

/** Spec ui-strings: the body of the premium-required modal. */
export const PREMIUM_REQUIRED_TEXT = 'This app requires a Spotify Premium Account';

/**
 * Spec §8 "Premium account missing": the player found the streaming account is not premium.
 * The modal says so; however it is closed, the user is signed out. `initiallyOpen`: it is mounted
 * by the request that asked for it (see PremiumRequiredHost).
 */
export function PremiumRequiredModal({
  onSignOut = signOut,
  initiallyOpen = false,
}: {
  onSignOut?: () => Promise<void> | void;
  initiallyOpen?: boolean;
}): JSX.Element | null {
  const [open, setOpen] = useState(initiallyOpen);

  useEffect(
    () =>
      onOverlayRequest((request) => {
        if (request.type === 'premiumRequired') setOpen(true);
      }),
    [],
  );

  if (!open) return null;
  const close = () => {
    setOpen(false);
    void onSignOut();
  };
  return (
    <Modal title={NOTICE.premiumRequired} onClose={close} width={400}>
      <Body>{PREMIUM_REQUIRED_TEXT}</Body>
      <Actions>
        <Button type="button" onClick={close} data-autofocus>
          OK
        </Button>
      </Actions>
    </Modal>
  );
}

const Body = styled.p`
  margin: 0 0 ${space(5)};
  color: ${color.text};
  font-size: ${fontSize.md}px;
  line-height: 1.5;
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
`;
