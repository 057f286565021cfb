/// <reference types="@testing-library/jest-dom" />
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { canPickAnother } from './pickerLimit';
import { ExceedLimitModal } from './ExceedLimitModal';

it("warns 'Exceed Limit' and closes on OK", async () => {
  const onClose = jest.fn();
  render(<ExceedLimitModal onClose={onClose} />);
  expect(screen.getByRole('dialog', { name: 'Exceed Limit' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('You cannot add more that 25 users');
  await userEvent.click(screen.getByRole('button', { name: 'OK' }));
  expect(onClose).toHaveBeenCalledTimes(1);
});

it('lets a picker take one more while selected plus disabled stay under 25', () => {
  expect(canPickAnother(0, 0)).toBe(true);
  expect(canPickAnother(23, 0)).toBe(true);
  expect(canPickAnother(24, 0)).toBe(false);
  expect(canPickAnother(20, 3)).toBe(true);
  expect(canPickAnother(21, 3)).toBe(false);
});
