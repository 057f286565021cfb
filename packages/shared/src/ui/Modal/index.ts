// Its own entry point (@upclub/shared/ui/Modal): every modal opens on demand, so it loads with them.
export * from './Modal';
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
