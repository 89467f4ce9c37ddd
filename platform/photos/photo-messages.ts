/**
 * The words of the photo picker (mfe-sell's form and My Books' edit dialog). Kept beside it rather than in the platform's
 * messages.ts: the picker is its own entry (@booknook/platform/photos), loaded only by the pages that use it.
 */
export const photoMessages = {
  label: 'Photos',
  hint: 'Up to 8: the cover, the spine, a page, any marks. The first is the cover. Drag a photo, or use its handle and the arrow keys, to change the order.',
  add: 'Add photos',
  addMore: 'Add more',
  dropHere: 'Drop photos here',
  cover: 'Cover',
  makeCover: 'Make cover',
  remove: (position: number) => `Remove photo ${position}`,
  moveHandle: (position: number) => `Move photo ${position}`,
  makeCoverLabel: (position: number) => `Make cover: photo ${position}`,
  photo: (position: number, total: number) => `Photo ${position} of ${total}`,
  coverPhoto: (total: number) => `Photo 1 of ${total}, the cover`,
  preparing: 'Preparing…',
  uploading: (percent: number) => `Uploading ${percent}%`,
  uploaded: 'Uploaded',
  failed: 'Not uploaded',
  retry: 'Retry',
  retryLabel: (position: number) => `Retry the upload of photo ${position}`,
  progressLabel: (position: number) => `Upload of photo ${position}`,
  notAnImage: (name: string) => `“${name}” is not a photo. Choose a JPEG, PNG or WebP image.`,
  unreadable: (name: string) => `“${name}” could not be opened as a photo. It may be damaged: choose another one.`,
  tooLarge: (name: string) => `“${name}” is larger than 40 MB. Choose a smaller photo.`,
  tooMany: (max: number) => `A book can have ${max} photos at most: the rest were left out.`,
  uploadFailed: 'The upload did not go through. Check the connection and retry.',
  moved: (from: number, to: number, total: number) => `Photo ${from} moved to position ${to} of ${total}.`,
  becameCover: (position: number) => `Photo ${position} is now the cover.`,
  removed: (position: number) => `Photo ${position} removed.`,
  dragStart: (position: number) => `Picked up photo ${position}. Use the arrow keys to move it, space to drop it, escape to cancel.`,
  dragOver: (position: number) => `Photo is over position ${position}.`,
  dragEnd: (position: number) => `Photo dropped at position ${position}.`,
  dragCancel: 'Moving cancelled.',
  dragInstructions:
    'To change the order, press space or enter on a photo’s handle, move it with the arrow keys and press space or enter again to drop it. Escape cancels.',
} as const;
