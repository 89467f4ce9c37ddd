// The uploads feature's front door: what other features may use of it.
export { defaultImageUrl, imageErrorMessage, imageRecordColumn, imageVariants, withImageUrls } from './images';
export type { ImageRecord, ImageService, ImageVariant } from './images';
export { uploadUsableCutoff } from './sweep';
export { copyImageFiles, discardImageCopy, recordImageCopy } from './copy';
export type { ImageCopy } from './copy';
