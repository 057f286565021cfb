import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { ShieldCheck } from 'lucide-react';
import { startAuthorization } from '@upclub/shared/providers/spotify';
import { Button, Spinner } from '@upclub/shared/ui';
import { BusyMark, PageHeading } from '../components';
import { completeAuthorization, type AuthorizationResult } from '../flow/authorize';
import { signOut } from '../signOut';
import { Icon, Problem, Prompt, Small, Status, Text } from './authorize.styles';

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
 * The connect page of a Spotify deployment (route authorize-spotify, login required). Without a code: a prompt with the Authorize button.
 * With a code and state: connect (spec §4 "Authorize page"), then next_page or discover;
 * a differing state or a failed exchange shows a line and the Authorize button again.
 */
export function SpotifyAuthorizePage() {
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
