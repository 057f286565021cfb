export { BroadcastPostModal, type BroadcastPostModalProps } from './BroadcastPostModal';
