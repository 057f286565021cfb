import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { readResetUsername } from '@upclub/shared/session';
import { resetPasswordSchema } from '@upclub/shared/validation';
import { TextField } from '@upclub/shared/ui';
import { PasswordField } from '@upclub/shared/ui/PasswordField';
import { BackLink, Footnote, Form, PageHeading, SubmitButton, TextLink, useForm } from '../components';
import { UsernameField } from '../components/FormParts';
import { schemaErrors } from '../components/schemaErrors';
import { useBusySubmit } from '../components/useBusySubmit';
import { changePassword } from '../flow';

type ChangeField = 'username' | 'resetcode' | 'password';

/** Route change-password: reset code and new password; success goes to the welcome page. */
export function ChangePasswordPage() {
  const navigate = useNavigate();
  const { busy, run } = useBusySubmit();
  const validate = useCallback(
    (v: Record<ChangeField, string>) => schemaErrors<ChangeField>(resetPasswordSchema, v),
    [],
  );
  const form = useForm<ChangeField>({ username: readResetUsername(), resetcode: '', password: '' }, validate);

  const submit = form.handleSubmit(async (values) => {
    const changed = await run(() => changePassword(values));
    if (changed) void navigate('/');
  });

  return (
    <>
      <BackLink to="/login">Back to login</BackLink>
      <PageHeading title="Change password">Enter the code we emailed you and choose a new password.</PageHeading>
      <Form onSubmit={submit} noValidate aria-label="Change password">
        <UsernameField {...form.field('username')} />
        <TextField
          label="Reset code"
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          {...form.field('resetcode')}
        />
        <PasswordField
          label="New password"
          autoComplete="new-password"
          hint="At least 8 characters, no spaces."
          {...form.field('password')}
        />
        <SubmitButton busy={busy}>Change password</SubmitButton>
      </Form>
      <Footnote>
        No code? <TextLink to="/forgot-password">Send a new one</TextLink>
      </Footnote>
    </>
  );
}
