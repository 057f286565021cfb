import { useId, useMemo, type ChangeEvent, type FocusEvent } from 'react';
import styled from 'styled-components';
import { MSG } from '@upclub/shared/constants';
import type { PhoneCountry } from '@upclub/shared/validation';
import { Field, Hint, Input, Label, Message, space } from '@upclub/shared/ui';
import { NativeSelect } from '@upclub/shared/ui/Select';
import { phoneCountryOptions, phoneExample } from './phone-countries';

export interface PhoneFieldProps {
  label: string;
  country: PhoneCountry;
  onCountryChange: (country: PhoneCountry) => void;
  /** The national number as typed. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement | HTMLSelectElement>) => void;
  /** 'Invalid phone number' also shows a format example for the chosen country. */
  error?: string;
  hint?: string;
  name?: string;
  id?: string;
}

/** Country select (code and dialing code; flag emoji are left out because many systems draw them as boxes) plus the national number. */
export function PhoneField({
  label,
  country,
  onCountryChange,
  value,
  onChange,
  onBlur,
  error,
  hint,
  name,
  id,
}: PhoneFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const messageId = `${inputId}-message`;
  const options = useMemo(() => phoneCountryOptions(), []);
  const example = error === MSG.invalidPhone ? phoneExample(country) : '';
  return (
    <Field>
      <Label htmlFor={inputId}>{label}</Label>
      <Row>
        <CountrySelect
          aria-label="Country calling code"
          value={country}
          onChange={(e: ChangeEvent<HTMLSelectElement>) => onCountryChange(e.target.value as PhoneCountry)}
          onBlur={onBlur}
          $invalid={Boolean(error)}
        >
          {options.map((o) => (
            <option key={o.country} value={o.country} title={o.name}>
              {`${o.country} ${o.dialCode}`}
            </option>
          ))}
        </CountrySelect>
        <NumberInput
          id={inputId}
          name={name}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || hint ? messageId : undefined}
          $invalid={Boolean(error)}
        />
      </Row>
      {error ? (
        <div id={messageId}>
          <Message role="alert">{error}</Message>
          {example ? <Example>Example: {example}</Example> : null}
        </div>
      ) : hint ? (
        <Hint id={messageId}>{hint}</Hint>
      ) : null}
    </Field>
  );
}

const Row = styled.div`
  display: flex;
  gap: ${space(2)};
`;

const CountrySelect = styled(NativeSelect)`
  flex: 0 0 auto;
  width: 132px;
`;

const NumberInput = styled(Input)`
  flex: 1;
  min-width: 0;
`;

const Example = styled(Hint)`
  display: block;
`;
