export { ExceedLimitModal } from './ExceedLimitModal';
export { canPickAnother } from './pickerLimit';
