// Types of phone-photos.mjs for the TypeScript that imports it (the e2e sell journey).
export interface SizedPhonePhoto {
  name: string;
  bytes: Buffer;
  /** As stored in the file (before EXIF orientation). */
  width: number;
  height: number;
  orientation: number;
}
export function sizedPhonePhotos(root: string): Promise<SizedPhonePhoto[]>;
export function phonePhotos(root: string): Promise<{ name: string; title: string; bytes: Buffer }[]>;
