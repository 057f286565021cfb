import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ArrowLeft } from 'lucide-react';
import {
  Button,
  PageTitle,
  Spinner,
  TextField,
  color,
  fontSize,
  radius,
  space,
  type TextFieldProps,
} from '@upclub/shared/ui';

/** The heading block of an auth page: its one h1 and an optional line under it. */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Heading>
      <Title>{title}</Title>
      {children ? <Lead>{children}</Lead> : null}
    </Heading>
  );
}

/** The submit button; while busy it shows a spinner and ignores clicks. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <Button type="submit" $block disabled={busy} aria-busy={busy || undefined}>
      {busy ? <BusyMark /> : null}
      {children}
    </Button>
  );
}

/** The username input of the auth forms: typed as it is, never capitalised or spell-checked. */
export function UsernameField(props: Omit<TextFieldProps, 'label'>) {
  return <TextField label="Username" autoComplete="username" autoCapitalize="off" spellCheck={false} {...props} />;
}

/** The spinner inside a busy button (hidden from assistive tech: the button says aria-busy). */
export function BusyMark() {
  return (
    <span aria-hidden="true" style={{ display: 'inline-flex' }}>
      <Spinner $size={18} />
    </span>
  );
}

export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Back to={to}>
      <ArrowLeft size={16} aria-hidden="true" />
      {children}
    </Back>
  );
}

const Heading = styled.header`
  margin-bottom: ${space(6)};
`;

const Title = styled(PageTitle)`
  margin: 0 0 ${space(2)};
  font-size: ${fontSize.xxl}px;
  line-height: 1.15;
  letter-spacing: -0.02em;
`;

export const Lead = styled.p`
  margin: 0;
  color: ${color.muted};
  font-size: ${fontSize.md}px;
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${space(4)};
`;

export const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space(3)};
  @media (max-width: 480px) {
    grid-template-columns: 1fr;
  }
`;

export const TextLink = styled(Link)`
  color: ${color.focus};
  font-weight: 600;
  text-decoration: none;
  border-radius: 4px;
  &:hover {
    text-decoration: underline;
  }
`;

/** Small links under a field (Forgot password? / Forgot username?). */
export const InlineLinks = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${space(3)};
  flex-wrap: wrap;
  font-size: ${fontSize.sm}px;
`;

/** The line under the form ("New to UpClub? Sign up"). */
export const Footnote = styled.p`
  margin: ${space(6)} 0 0;
  color: ${color.muted};
  font-size: ${fontSize.sm}px;
  text-align: center;
`;

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${space(2)};
  color: ${color.muted};
  font-size: ${fontSize.sm}px;
  font-weight: 600;
  text-decoration: none;
  border-radius: ${radius.input}px;
  margin-bottom: ${space(6)};
  &:hover {
    color: ${color.text};
  }
`;

/** A link that looks like a button (welcome page). */
export const ButtonLink = styled(Link)<{ $variant?: 'primary' | 'secondary' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 48px;
  padding: 0 ${space(6)};
  border-radius: ${radius.pill}px;
  font-size: ${fontSize.md}px;
  font-weight: 600;
  text-decoration: none;
  border: 1px solid ${(p) => (p.$variant === 'secondary' ? color.line : 'transparent')};
  background: ${(p) => (p.$variant === 'secondary' ? 'transparent' : color.accent)};
  color: ${(p) => (p.$variant === 'secondary' ? color.text : color.onAccent)};
  transition:
    background 120ms ease,
    border-color 120ms ease;
  &:hover {
    background: ${(p) => (p.$variant === 'secondary' ? color.raised : color.accentHover)};
    border-color: ${(p) => (p.$variant === 'secondary' ? color.muted : 'transparent')};
  }
`;

/** A small line inside a form (terms consent). */
export const Consent = styled.p`
  margin: 0;
  color: ${color.muted};
  font-size: ${fontSize.sm}px;
`;
