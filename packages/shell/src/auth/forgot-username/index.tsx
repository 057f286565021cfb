import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { forgotUsernameSchema } from '@upclub/shared/validation';
import { TextField } from '@upclub/shared/ui';
import { BackLink, Form, PageHeading, SubmitButton, useForm } from '../components';
import { schemaErrors } from '../components/schemaErrors';
import { useBusySubmit } from '../components/useBusySubmit';
import { requestUsername } from '../flow';

/** Route forgot-username: ask for the username by email; success goes to login. */
export function ForgotUsernamePage() {
  const navigate = useNavigate();
  const { busy, run } = useBusySubmit();
  const validate = useCallback((v: Record<'email', string>) => schemaErrors<'email'>(forgotUsernameSchema, v), []);
  const form = useForm<'email'>({ email: '' }, validate);

  const submit = form.handleSubmit(async ({ email }) => {
    const sent = await run(() => requestUsername(email.trim()));
    if (sent) void navigate('/login');
  });

  return (
    <>
      <BackLink to="/login">Back to login</BackLink>
      <PageHeading title="Forgot username">
        Enter the email of your account and we’ll send your username to it.
      </PageHeading>
      <Form onSubmit={submit} noValidate aria-label="Forgot username">
        <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
        <SubmitButton busy={busy}>Send username</SubmitButton>
      </Form>
    </>
  );
}
