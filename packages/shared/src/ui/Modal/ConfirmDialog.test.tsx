/// <reference types="@testing-library/jest-dom" />
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './ConfirmDialog';

// The one confirmation of the UI kit: asked, then confirmed or not; not confirming is the default.

function ask(props: { pending?: boolean } = {}) {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  const view = render(
    <ConfirmDialog
      title="Delete post"
      confirmLabel="Delete"
      cancelLabel="Cancel"
      tone="danger"
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    >
      Are you sure?
    </ConfirmDialog>,
  );
  return { onConfirm, onCancel, dialog: screen.getByRole('dialog', { name: 'Delete post' }), ...view };
}

it('asks its question in a dialog named by its title, the other answer focused first', () => {
  const { dialog } = ask();
  expect(dialog).toHaveTextContent('Are you sure?');
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
});

it('confirms with its button only', async () => {
  const { dialog, onConfirm, onCancel } = ask();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
  expect(onConfirm).toHaveBeenCalledTimes(1);
  expect(onCancel).not.toHaveBeenCalled();
});

it('is not confirmed by Enter on what has the focus first, Escape, or the close button', async () => {
  const { dialog, onConfirm, onCancel } = ask();
  await userEvent.keyboard('{Enter}');
  await userEvent.keyboard('{Escape}');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
  expect(onCancel).toHaveBeenCalledTimes(3);
  expect(onConfirm).not.toHaveBeenCalled();
});

it('takes no second press while the confirmed call is on its way', () => {
  const { dialog } = ask({ pending: true });
  const confirm = within(dialog).getByRole('button', { name: /Delete/ });
  expect(confirm).toBeDisabled();
  expect(confirm).toHaveAttribute('aria-busy', 'true');
});
