import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { parseNext } from '@upclub/shared/guard';
import { loginSchema } from '@upclub/shared/validation';
import { PasswordField } from '@upclub/shared/ui';
import { Footnote, Form, InlineLinks, PageHeading, SubmitButton, TextLink, schemaErrors, useForm } from '../components';
import { UsernameField } from '../components/FormParts';
import { useBusySubmit } from '../components/useBusySubmit';
import { logIn } from '../flow';

type LoginField = 'username' | 'password';

/** Route login: credentials, then the login flow of spec §4. Optional query `next` (JSON route). */
export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const { busy, run } = useBusySubmit();
  const validate = useCallback((v: Record<LoginField, string>) => schemaErrors<LoginField>(loginSchema, v), []);
  const form = useForm<LoginField>({ username: '', password: '' }, validate);

  const submit = form.handleSubmit(async (values) => {
    // spec §8: a failed login only stops the loading state; connected or authorizing, the page is leaving.
    const outcome = await run(
      () => logIn(values, parseNext(location.search)),
      (o) => o.kind !== 'failed',
    );
    if (outcome.kind === 'connected') void navigate(outcome.to);
  });

  return (
    <>
      <PageHeading title="Welcome back">Log in to keep sharing music with your friends.</PageHeading>
      <Form onSubmit={submit} noValidate aria-label="Login">
        <UsernameField {...form.field('username')} />
        <PasswordField label="Password" autoComplete="current-password" {...form.field('password')} />
        <InlineLinks>
          <TextLink to="/forgot-password">Forgot password?</TextLink>
          <TextLink to="/forgot-username">Forgot username?</TextLink>
        </InlineLinks>
        <SubmitButton busy={busy}>Login</SubmitButton>
      </Form>
      <Footnote>
        New to UpClub? <TextLink to="/signup">Sign up</TextLink>
      </Footnote>
    </>
  );
}
