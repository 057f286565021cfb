import { render, screen, fireEvent } from '@testing-library/react';
import { Modal } from './Modal';

function setup() {
  const onClose = jest.fn();
  render(
    <Modal title="Post a song" onClose={onClose} width={624}>
      <button type="button">Inside</button>
    </Modal>,
  );
  return { onClose };
}

it('is a dialog named by its title', () => {
  setup();
  expect(screen.getByRole('dialog', { name: 'Post a song' })).toBeInTheDocument();
});

it('closes on Escape, on the close button and on the backdrop, not on a click inside', () => {
  const { onClose } = setup();
  fireEvent.keyDown(document, { key: 'Escape' });
  fireEvent.click(screen.getByRole('button', { name: 'Close' }));
  fireEvent.mouseDown(screen.getByRole('button', { name: 'Inside' }));
  expect(onClose).toHaveBeenCalledTimes(2);
  fireEvent.mouseDown(screen.getByTestId('modal-backdrop'));
  expect(onClose).toHaveBeenCalledTimes(3);
});

it('keeps Tab inside the dialog', () => {
  setup();
  const close = screen.getByRole('button', { name: 'Close' });
  const inside = screen.getByRole('button', { name: 'Inside' });
  inside.focus();
  fireEvent.keyDown(document, { key: 'Tab' });
  expect(document.activeElement).toBe(close);
});

it('closes with the onClose of the latest render on Escape', () => {
  const first = jest.fn();
  const latest = jest.fn();
  const { rerender } = render(
    <Modal title="Post a song" onClose={first}>
      <button type="button">Inside</button>
    </Modal>,
  );
  rerender(
    <Modal title="Post a song" onClose={latest}>
      <button type="button">Inside</button>
    </Modal>,
  );
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(first).not.toHaveBeenCalled();
  expect(latest).toHaveBeenCalledTimes(1);
});

it('lets only the top one of two open modals answer Escape', () => {
  const outer = jest.fn();
  const inner = jest.fn();
  const { rerender } = render(
    <Modal title="Invite Curators" onClose={outer}>
      <button type="button">Outer</button>
    </Modal>,
  );
  rerender(
    <>
      <Modal title="Invite Curators" onClose={outer}>
        <button type="button">Outer</button>
      </Modal>
      <Modal title="Exceed Limit" onClose={inner}>
        <button type="button">OK</button>
      </Modal>
    </>,
  );
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(inner).toHaveBeenCalledTimes(1);
  expect(outer).not.toHaveBeenCalled();
  // The warning gone, the dialog under it answers again.
  rerender(
    <Modal title="Invite Curators" onClose={outer}>
      <button type="button">Outer</button>
    </Modal>,
  );
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(outer).toHaveBeenCalledTimes(1);
});
