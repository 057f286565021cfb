import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Server } from 'lucide-react';
import { MSG } from '@upclub/shared/constants';
import {
  linkFailureText,
  linkMusicServer,
  musicServerName,
  type MusicCredentials,
} from '@upclub/shared/providers/opensubsonic';
import { setProviderConnected, takeNextPage } from '@upclub/shared/session';
import { Button, TextField } from '@upclub/shared/ui';
import { PasswordField } from '@upclub/shared/ui/PasswordField';
import { Form, PageHeading, SubmitButton, useBusySubmit, useForm, type FormErrors } from '../components';
import { signOut } from '../signOut';
import { Icon, Problem, Prompt, Small, Text } from './authorize.styles';

/** The server's name as the page says it ('the music server' when the config names none). */
const serverLabel = (name: string) => name || 'the music server';

export const CONNECT_TEXT = {
  title: (name: string) => `Connect to ${serverLabel(name)}`,
  prompt: (name: string) =>
    `UpClub plays and posts music from ${serverLabel(name)}. Sign in with your account there to continue.`,
  safety: 'UpClub keeps your credential on its server and never shows it to this browser again.',
  username: 'Server username',
  password: 'Server password',
  apiKey: 'API key',
  useApiKey: 'Use an API key instead',
  usePassword: 'Use a username and password instead',
  submit: 'Connect',
  form: 'Connect to the music server',
} as const;

type Field = 'username' | 'password' | 'apiKey';
type Mode = 'password' | 'apiKey';

/** The fields each way of signing in needs: only those are checked and sent. */
const FIELDS: Record<Mode, Field[]> = { password: ['username', 'password'], apiKey: ['apiKey'] };

const required = (mode: Mode) => (values: Record<Field, string>) => {
  const errors: FormErrors<Field> = {};
  for (const field of FIELDS[mode]) if (!values[field].trim()) errors[field] = MSG.required;
  return errors;
};

const credentialsOf = (mode: Mode, values: Record<Field, string>): MusicCredentials =>
  mode === 'apiKey'
    ? { api_key: values.apiKey.trim() }
    : { username: values.username.trim(), password: values.password };

/**
 * The connect page of an OpenSubsonic deployment (route authorize-spotify, login required): the
 * user's username and password on the music server, or an API key, which the API checks with the
 * server and keeps. A refusal (wrong credentials, a server too old, no answer) is said in the API's
 * words above the button and keeps what was typed; a link goes on to next_page or discover.
 */
export function MusicServerConnectPage() {
  const navigate = useNavigate();
  const name = musicServerName();
  const [mode, setMode] = useState<Mode>('password');
  const [problem, setProblem] = useState<string | null>(null);
  const { busy, run } = useBusySubmit();
  const validate = useMemo(() => required(mode), [mode]);
  const form = useForm<Field>({ username: '', password: '', apiKey: '' }, validate);

  const submit = form.handleSubmit(async (values) => {
    setProblem(null);
    const linked = await run(
      async () => {
        try {
          await linkMusicServer(credentialsOf(mode, values));
          return true;
        } catch (error) {
          setProblem(linkFailureText(error));
          return false;
        }
      },
      (ok) => ok,
    );
    if (!linked) return;
    setProviderConnected();
    void navigate(takeNextPage(), { replace: true });
  });

  const switchMode = () => {
    setProblem(null);
    setMode((m) => (m === 'password' ? 'apiKey' : 'password'));
  };

  return (
    <>
      <PageHeading title={CONNECT_TEXT.title(name)} />
      <Prompt>
        <Icon aria-hidden="true">
          <Server size={28} />
        </Icon>
        <Text>{CONNECT_TEXT.prompt(name)}</Text>
        <Small>{CONNECT_TEXT.safety}</Small>
        <Form onSubmit={submit} noValidate aria-label={CONNECT_TEXT.form}>
          {mode === 'password' ? (
            <>
              <TextField
                label={CONNECT_TEXT.username}
                autoComplete="username"
                autoCapitalize="off"
                spellCheck={false}
                {...form.field('username')}
              />
              <PasswordField
                label={CONNECT_TEXT.password}
                autoComplete="current-password"
                {...form.field('password')}
              />
            </>
          ) : (
            <PasswordField label={CONNECT_TEXT.apiKey} autoComplete="off" {...form.field('apiKey')} />
          )}
          <Button type="button" $variant="ghost" $block onClick={switchMode}>
            {mode === 'password' ? CONNECT_TEXT.useApiKey : CONNECT_TEXT.usePassword}
          </Button>
          {problem ? <Problem role="alert">{problem}</Problem> : null}
          <SubmitButton busy={busy}>{CONNECT_TEXT.submit}</SubmitButton>
        </Form>
        <Button type="button" $variant="ghost" $block onClick={() => void signOut()}>
          Sign out
        </Button>
      </Prompt>
    </>
  );
}
