import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { forgotPasswordSchema } from '@upclub/shared/validation';
import { BackLink, Footnote, Form, PageHeading, SubmitButton, TextLink, useForm } from '../components';
import { UsernameField } from '../components/FormParts';
import { schemaErrors } from '../components/schemaErrors';
import { useBusySubmit } from '../components/useBusySubmit';
import { requestResetCode } from '../flow';

/** Route forgot-password: ask for a reset code; success goes to change-password with the username kept. */
export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const { busy, run } = useBusySubmit();
  const validate = useCallback(
    (v: Record<'username', string>) => schemaErrors<'username'>(forgotPasswordSchema, v),
    [],
  );
  const form = useForm<'username'>({ username: '' }, validate);

  const submit = form.handleSubmit(async ({ username }) => {
    const sent = await run(() => requestResetCode(username));
    if (sent) void navigate('/change-password');
  });

  return (
    <>
      <BackLink to="/login">Back to login</BackLink>
      <PageHeading title="Forgot password">
        Enter your username and we’ll email you a code to reset your password.
      </PageHeading>
      <Form onSubmit={submit} noValidate aria-label="Forgot password">
        <UsernameField {...form.field('username')} />
        <SubmitButton busy={busy}>Send reset code</SubmitButton>
      </Form>
      <Footnote>
        Already have a code? <TextLink to="/change-password">Change password</TextLink>
      </Footnote>
    </>
  );
}
