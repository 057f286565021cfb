import { useLocation, useNavigate } from 'react-router-dom';
import { parseNext } from '@upclub/shared/guard';
import { PasswordField } from '@upclub/shared/ui/PasswordField';
import {
  Footnote,
  Form,
  InlineLinks,
  PageHeading,
  SubmitButton,
  TextLink,
  useForm,
  useLazyRules,
  type ValidationArea,
} from '../components';
import { UsernameField } from '../components/FormParts';
import { useBusySubmit } from '../components/useBusySubmit';
import { logIn } from '../flow';

type LoginField = 'username' | 'password';

/** The login rules, from the validation area loaded on first use. */
const loginRules = (validation: ValidationArea) => validation.loginSchema;

/** Route login: credentials, then the login flow of spec §4. Optional query `next` (JSON route). */
export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const { busy, run } = useBusySubmit();
  const rules = useLazyRules<LoginField>(loginRules);
  const form = useForm<LoginField>({ username: '', password: '' }, rules.validate, rules.ready);

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
