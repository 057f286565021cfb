export { ToastHost, isAppPath } from './ToastHost';
export { createToastStore, type ToastStore, type ShownToast } from './toastStore';
