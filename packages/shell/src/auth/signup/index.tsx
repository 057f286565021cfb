import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MSG, checkPhone, signupSchema, type PhoneCountry } from '@upclub/shared/validation';
import { TextField } from '@upclub/shared/ui';
import { PasswordField } from '@upclub/shared/ui/PasswordField';
import { PhoneField } from '@upclub/shared/ui/PhoneField';
import {
  Consent,
  Footnote,
  Form,
  PageHeading,
  Row,
  SubmitButton,
  TextLink,
  useForm,
  type FormErrors,
} from '../components';
import { UsernameField } from '../components/FormParts';
import { schemaErrors } from '../components/schemaErrors';
import { useBusySubmit } from '../components/useBusySubmit';
import { signUp } from '../flow';

type SignupField = 'username' | 'first_name' | 'last_name' | 'email' | 'password' | 'phone_number';

const INITIAL: Record<SignupField, string> = {
  username: '',
  first_name: '',
  last_name: '',
  email: '',
  password: '',
  phone_number: '',
};

/** The phone as sent: '' when empty, E.164 when valid, else the message to show. */
export function phoneFor(national: string, country: PhoneCountry): { e164: string } | { error: string } {
  if (!national.trim()) return { e164: '' };
  const check = checkPhone(national, country);
  if (check.ok) return { e164: check.e164 };
  return { error: check.reason === 'invalid' ? MSG.invalidPhone : MSG.mobileOnly };
}

function validateSignup(values: Record<SignupField, string>, country: PhoneCountry): FormErrors<SignupField> {
  const phone = phoneFor(values.phone_number, country);
  const errors = schemaErrors<SignupField>(signupSchema, {
    ...values,
    phone_number: 'e164' in phone ? phone.e164 : '',
  });
  if ('error' in phone) errors.phone_number = phone.error;
  return errors;
}

/** Route signup: the sign-up form; on success login, profile, then provider authorization (spec §4). */
export function SignupPage() {
  const navigate = useNavigate();
  const { busy, run } = useBusySubmit();
  const [country, setCountry] = useState<PhoneCountry>('US');
  const validate = useCallback((v: Record<SignupField, string>) => validateSignup(v, country), [country]);
  const form = useForm<SignupField>(INITIAL, validate);

  const submit = form.handleSubmit(async (values) => {
    const phone = phoneFor(values.phone_number, country);
    const outcome = await run(
      () =>
        signUp({
          username: values.username,
          password: values.password,
          first_name: values.first_name.trim(),
          last_name: values.last_name.trim(),
          email: values.email.trim(),
          ...('e164' in phone && phone.e164 ? { phone_number: phone.e164 } : {}),
        }),
      // Connected or authorizing, the page is leaving (for the app, the provider or the connect form).
      (o) => o.kind === 'authorizing' || o.kind === 'connected',
    );
    if (outcome.kind === 'connected') void navigate(outcome.to);
    if (outcome.kind === 'fieldErrors') form.setServerErrors(outcome.errors);
    if (outcome.kind === 'loginFailed') void navigate('/login');
  });

  const phone = form.field('phone_number');
  return (
    <>
      <PageHeading title="Create your account">Share the songs you love with the people you like.</PageHeading>
      <Form onSubmit={submit} noValidate aria-label="Sign up">
        <UsernameField {...form.field('username')} />
        <Row>
          <TextField label="First name" autoComplete="given-name" {...form.field('first_name')} />
          <TextField label="Last name" autoComplete="family-name" {...form.field('last_name')} />
        </Row>
        <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          hint="At least 8 characters, no spaces."
          {...form.field('password')}
        />
        <PhoneField
          label="Phone number (optional)"
          name="phone_number"
          country={country}
          onCountryChange={setCountry}
          value={phone.value}
          onChange={(value) => form.setValue('phone_number', value)}
          onBlur={() => form.touch('phone_number')}
          error={phone.error}
          hint="Mobile numbers only."
        />
        <Consent>
          By signing up you agree to the <TextLink to="/terms">Terms</TextLink> and the{' '}
          <TextLink to="/privacy-policy">Privacy policy</TextLink>.
        </Consent>
        <SubmitButton busy={busy}>Sign up</SubmitButton>
      </Form>
      <Footnote>
        Already have an account? <TextLink to="/login">Login</TextLink>
      </Footnote>
    </>
  );
}
