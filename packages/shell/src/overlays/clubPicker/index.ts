export { ClubPicker, CLUB_PICKER_TITLE, type ClubPickerProps } from './ClubPicker';
