import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MSG, type PhoneCountry } from '@upclub/shared/validation';
import { PhoneField } from './PhoneField';
import { flagOf, phoneCountryOptions, phoneExample } from './phone-countries';

function Harness({ error }: { error?: string }) {
  const [country, setCountry] = useState<PhoneCountry>('US');
  const [value, setValue] = useState('');
  return (
    <PhoneField
      label="Phone number"
      country={country}
      onCountryChange={setCountry}
      value={value}
      onChange={setValue}
      error={error}
    />
  );
}

describe('phone countries', () => {
  it('offers the 31 countries with flag and dialing code, US first', () => {
    const options = phoneCountryOptions();
    expect(options).toHaveLength(31);
    expect(options[0]).toEqual({ country: 'US', flag: '🇺🇸', dialCode: '+1', name: 'United States' });
    expect(options.find((o) => o.country === 'GB')).toMatchObject({ flag: '🇬🇧', dialCode: '+44' });
    expect(flagOf('de')).toBe('🇩🇪');
  });

  it('has a mobile format example for every country', () => {
    for (const { country } of phoneCountryOptions()) expect(phoneExample(country)).toMatch(/\d/);
    expect(phoneExample('US')).toBe('(201) 555-0123');
  });
});

describe('PhoneField', () => {
  it('labels the number and the country select', async () => {
    render(<Harness />);
    expect(screen.getByLabelText('Phone number')).toHaveAttribute('type', 'tel');
    const select = screen.getByRole('combobox', { name: 'Country calling code' });
    expect(select).toHaveValue('US');
    await userEvent.selectOptions(select, 'GB');
    expect(select).toHaveValue('GB');
  });

  it('shows a format example with the invalid message only', () => {
    const { rerender } = render(<Harness error={MSG.invalidPhone} />);
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.invalidPhone);
    expect(screen.getByText('Example: (201) 555-0123')).toBeInTheDocument();
    rerender(<Harness error={MSG.mobileOnly} />);
    expect(screen.getByRole('alert')).toHaveTextContent(MSG.mobileOnly);
    expect(screen.queryByText(/Example:/)).toBeNull();
  });
});
