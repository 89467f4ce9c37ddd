// @booknook/platform/photos: the photo picker of the sell form and My Books' edit dialog (issue 27). An entry of its
// own, not part of the platform's singleton: only the pages that take photos load it (and its drag and drop, lazily).
export { PhotoEditor, type PhotoEditorProps } from './photo-editor';
export { usePhotoUploads, UPLOAD_REUSE_MS, type PhotoUploads, type UploadedPhoto } from './use-photo-uploads';
export { MAX_PHOTOS, uploadedKeys, isUploading, newPhotoId, type Photo, type PhotoStatus } from './photo-list';
export { photoMessages } from './photo-messages';
export { PHOTO_ACCEPT, PHOTO_TYPES, sniffPhotoType, type PhotoType } from './image-bytes';
export { fitWithin, shrinkPhoto, PhotoRefusedError, PHOTO_MAX_EDGE, PHOTO_MAX_INPUT_BYTES, type ShrunkPhoto } from './shrink-photo';
