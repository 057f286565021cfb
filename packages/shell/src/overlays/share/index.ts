export { ShareModal, SHARE_TITLE, type ShareModalProps } from './ShareModal';
