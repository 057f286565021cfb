export * from './PictureField';
export * from './encode';
export type { PictureCropperProps } from './PictureCropper';
