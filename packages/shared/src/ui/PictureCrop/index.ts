// Its own entry point (@upclub/shared/ui/PictureCrop): only the settings modals pick a picture.
export * from './PictureField';
export * from './encode';
export type { PictureCropperProps } from './PictureCropper';
