import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ShieldCheck } from 'lucide-react';
import { Button, Card, Spinner, color, fontSize, space } from '@upclub/shared/ui';
import { BusyMark, PageHeading } from '../components';
import { completeAuthorization, startAuthorization, type AuthorizationResult } from '../flow';
import { signOut } from '../signOut';

export const AUTHORIZE_TEXT = {
  title: 'Connect Spotify',
  prompt:
    'UpClub plays and posts music through your Spotify account. Authorize UpClub’s access to your streaming account to continue.',
  premium: 'A Spotify Premium account is required.',
  connecting: 'Connecting your Spotify account…',
  denied: 'Access was not granted. UpClub needs access to your Spotify account to play and share music.',
  failed: 'We could not connect your Spotify account. Please authorize again.',
} as const;

type View = { kind: 'prompt'; problem?: string } | { kind: 'connecting' };

function initialView(search: URLSearchParams): View {
  if (search.get('code')) return { kind: 'connecting' };
  const error = search.get('error');
  if (error === 'access_denied') return { kind: 'prompt', problem: AUTHORIZE_TEXT.denied };
  if (error) return { kind: 'prompt', problem: AUTHORIZE_TEXT.failed };
  return { kind: 'prompt' };
}

/**
 * Route authorize-spotify (login required). Without a code: a prompt with the Authorize button.
 * With a code and state: connect (spec §4 "Authorize page"), then next_page or discover;
 * a differing state or a failed exchange shows a line and the Authorize button again.
 */
export function AuthorizePage() {
  const navigate = useNavigate();
  const location = useLocation();
  const search = new URLSearchParams(location.search);
  const code = search.get('code');
  const state = search.get('state');
  const [view, setView] = useState<View>(() => initialView(search));
  const [starting, setStarting] = useState(false);
  const handled = useRef<string | null>(null);

  useEffect(() => {
    // A code is single use: exchange it once, even when effects run twice.
    if (!code || handled.current === code) return;
    handled.current = code;
    void completeAuthorization(code, state).then((result: AuthorizationResult) => {
      if (result.ok) void navigate(result.to, { replace: true });
      else setView({ kind: 'prompt', problem: AUTHORIZE_TEXT.failed });
    });
  }, [code, state, navigate]);

  const authorize = async () => {
    setStarting(true);
    try {
      await startAuthorization();
    } catch {
      setStarting(false);
      setView({ kind: 'prompt', problem: AUTHORIZE_TEXT.failed });
    }
  };

  if (view.kind === 'connecting') {
    return (
      <>
        <PageHeading title={AUTHORIZE_TEXT.title} />
        <Status>
          <Spinner $size={24} />
          <span>{AUTHORIZE_TEXT.connecting}</span>
        </Status>
      </>
    );
  }

  return (
    <>
      <PageHeading title={AUTHORIZE_TEXT.title} />
      <Prompt>
        <Icon aria-hidden="true">
          <ShieldCheck size={28} />
        </Icon>
        <Text>{AUTHORIZE_TEXT.prompt}</Text>
        <Small>{AUTHORIZE_TEXT.premium}</Small>
        {view.problem ? <Problem role="alert">{view.problem}</Problem> : null}
        <Button
          type="button"
          $block
          onClick={() => void authorize()}
          disabled={starting}
          aria-busy={starting || undefined}
        >
          {starting ? <BusyMark /> : null}
          Authorize
        </Button>
        <Button type="button" $variant="ghost" $block onClick={() => void signOut()}>
          Sign out
        </Button>
      </Prompt>
    </>
  );
}

const Prompt = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${space(4)};
`;

const Icon = styled.div`
  width: 52px;
  height: 52px;
  border-radius: 14px;
  display: grid;
  place-items: center;
  color: ${color.accent};
  background: rgba(124, 92, 255, 0.14);
`;

const Text = styled.p`
  margin: 0;
  font-size: ${fontSize.md}px;
  color: ${color.text};
`;

const Small = styled.p`
  margin: 0;
  color: ${color.muted};
  font-size: ${fontSize.sm}px;
`;

const Problem = styled.p`
  margin: 0;
  padding: ${space(3)};
  border-radius: 8px;
  border: 1px solid rgba(255, 92, 92, 0.4);
  background: rgba(255, 92, 92, 0.1);
  color: ${color.danger};
  font-size: ${fontSize.sm}px;
`;

const Status = styled.div`
  display: flex;
  align-items: center;
  gap: ${space(3)};
  color: ${color.muted};
  font-size: ${fontSize.md}px;
`;
