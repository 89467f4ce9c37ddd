// The uploads feature's front door: what other features may use of it.
export { defaultImageUrl, imageErrorMessage, imageRecordColumn, imageVariants, withImageUrls } from './images';
export { ImageService } from './images';
export type { ImageRecord, ImageVariant } from './images';
export { startUploadSweeper, uploadUsableCutoff } from './sweep';
export type { UploadSweeper } from './sweep';
export { copyImageFiles, discardImageCopy, recordImageCopy } from './copy';
export type { ImageCopy } from './copy';
