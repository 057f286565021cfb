export { DeletePostModal, type DeletePostModalProps } from './DeletePostModal';
export { canDeletePost } from './canDeletePost';
