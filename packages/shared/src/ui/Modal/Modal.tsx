import { useEffect, useId, useLayoutEffect, useRef, type JSX, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import { IconButton } from '@upclub/shared/ui';
import { Backdrop, Body, Dialog, Header, Title } from './Modal.styles';

export interface ModalProps {
  /** Shown in the header and used as the dialog's accessible name. */
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** Width in px (the spec's modal widths live in constants: MODAL_WIDTH_*). */
  width?: number;
  /** Full height of the viewport minus a margin (Now Playing, song search). */
  tall?: boolean;
  /** Something before the title (a back button in a drill-down). */
  leading?: ReactNode;
  /** Buttons at the right of the header, before the close button. */
  actions?: ReactNode;
  /** Text of the close button's accessible name. */
  closeLabel?: string;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The open modals of the page, the last opened last (one list for every root: the UI kit is a
 * page-wide singleton). Only the top one answers Escape and keeps Tab, so a warning opened over
 * a dialog closes alone.
 */
const openModals: object[] = [];

/**
 * A centred dialog in a portal on document.body: closes on Escape and on a click on the
 * backdrop, keeps focus inside while open and gives it back to what had it before.
 */
export function Modal({
  title,
  onClose,
  children,
  width = 480,
  tall = false,
  leading,
  actions,
  closeLabel = 'Close',
}: ModalProps): JSX.Element {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  // The latest onClose for the Escape listener, which is added once: set after each render
  // (a layout effect runs before any key can reach the listener), never during it.
  const closeRef = useRef(onClose);
  useLayoutEffect(() => {
    closeRef.current = onClose;
  });

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const dialog = dialogRef.current;
    const first = dialog?.querySelector<HTMLElement>('[data-autofocus]') ?? dialog;
    first?.focus();
    const token = {};
    openModals.push(token);
    const onKey = (event: KeyboardEvent) => {
      if (openModals[openModals.length - 1] !== token) return;
      if (event.key === 'Escape') {
        event.stopPropagation();
        closeRef.current();
      } else if (event.key === 'Tab' && dialog) {
        const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
        if (!items.length) return;
        const [head, tail] = [items[0], items[items.length - 1]];
        if (event.shiftKey && document.activeElement === head) {
          event.preventDefault();
          tail.focus();
        } else if (!event.shiftKey && document.activeElement === tail) {
          event.preventDefault();
          head.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      openModals.splice(openModals.indexOf(token), 1);
      previous?.focus?.();
    };
  }, []);

  return createPortal(
    <Backdrop
      data-testid="modal-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <Dialog
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        $width={width}
        $tall={tall}
      >
        <Header>
          {leading}
          <Title id={titleId}>{title}</Title>
          {actions}
          <IconButton label={closeLabel} onClick={onClose} size={36}>
            <X size={18} aria-hidden />
          </IconButton>
        </Header>
        <Body>{children}</Body>
      </Dialog>
    </Backdrop>,
    document.body,
  );
}
