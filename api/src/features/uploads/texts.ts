// What the uploads feature tells people about the photos they send.

import { localized } from '../../lib/language';
import { uploadTextsNe } from './texts.ne';

const uploadEnglish = {
  badFilename: 'File not accepted: only PNG, JPG or WebP images are allowed.',
  filenameRequired: 'File name is required.',
  badForm: 'The upload must be a multipart form with the fields of the upload grant followed by the file.',
  badSignature: 'The upload policy signature does not match.',
  expired: 'The upload grant has expired. Request a new one.',
  keyMismatch: 'The key does not match the upload grant.',
  contentTypeMismatch: 'The Content-Type does not match the upload grant.',
  missingFile: 'No file was sent.',
  empty: 'The file is empty.',
  tooLarge: 'File not accepted, file size must be less than 5MB',
  notImage: 'File not accepted: the file is not a valid PNG, JPG or WebP image.',
  typeMismatch: 'File not accepted: the file content does not match its type.',
  tooManyPixels: 'File not accepted: the image is too large (more than 64 megapixels). Please upload a smaller photo.',
  outOfProportion:
    'File not accepted: the image is too long and narrow (one side more than 20 times the other). Please upload a photo of the book, cropped less tightly.',
  sideTooLong: 'File not accepted: the image is too long (more than 16,383 pixels on one side). Please upload a smaller photo.',
  tooSlow: 'File not accepted: the image took too long to process. Please upload a smaller photo, or save it again as JPG.',
  unreadable: 'File not accepted: the image is damaged or incomplete and cannot be read. Please upload it again.',
  busy: 'The server is busy processing other photos. Please try again in a few seconds.',
  busyYours: 'Your earlier photos are still being processed. Please wait for them, then try this one again.',
  alreadyUploaded: 'This upload grant has already been used. Request a new one.',
  uploaded: 'File uploaded successfully.',
} as const;

export type UploadTexts = typeof uploadEnglish;

export const uploadTexts = localized(uploadEnglish, { ne: uploadTextsNe });
