import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { forgotPasswordSchema } from '@upclub/shared/validation';
import { TextField } from '@upclub/shared/ui';
import { BackLink, Footnote, Form, PageHeading, SubmitButton, TextLink, useForm } from '../components';
import { schemaErrors } from '../components/schemaErrors';
import { requestResetCode } from '../flow';

/** Route forgot-password: ask for a reset code; success goes to change-password with the username kept. */
export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const validate = useCallback(
    (v: Record<'username', string>) => schemaErrors<'username'>(forgotPasswordSchema, v),
    [],
  );
  const form = useForm<'username'>({ username: '' }, validate);

  const submit = form.handleSubmit(async ({ username }) => {
    setBusy(true);
    const sent = await requestResetCode(username);
    setBusy(false);
    if (sent) void navigate('/change-password');
  });

  return (
    <>
      <BackLink to="/login">Back to login</BackLink>
      <PageHeading title="Forgot password">
        Enter your username and we’ll email you a code to reset your password.
      </PageHeading>
      <Form onSubmit={submit} noValidate aria-label="Forgot password">
        <TextField
          label="Username"
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          {...form.field('username')}
        />
        <SubmitButton busy={busy}>Send reset code</SubmitButton>
      </Form>
      <Footnote>
        Already have a code? <TextLink to="/change-password">Change password</TextLink>
      </Footnote>
    </>
  );
}
