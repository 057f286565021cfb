export { TrackDetailModal, type TrackDetailModalProps } from './TrackDetailModal';
export { captionErrors, messageTextError } from './captionRules';
