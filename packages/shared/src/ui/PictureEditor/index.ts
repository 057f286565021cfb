// Its own entry point (@upclub/shared/ui/PictureEditor), not part of the UI kit's: only settings
// modals opened on demand use it, so it is loaded with them instead of on every page.
export { usePictureEditor, type PictureEditor } from './usePictureEditor';
export { UnsavedPictureAlert } from './UnsavedPictureAlert';
export { PictureSave, type PictureSaveProps } from './PictureSave';
