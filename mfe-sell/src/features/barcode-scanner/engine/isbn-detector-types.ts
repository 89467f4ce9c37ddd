/** The one thing the scanner needs of a barcode reader: the barcodes in the video's current frame. */
export interface IsbnDetector {
  detect(source: HTMLVideoElement): Promise<readonly { rawValue: string; format: string }[]>;
}

/** Book barcodes are EAN-13 (ISBN-13 with its 978/979 "Bookland" prefix). */
export const BOOK_BARCODE_FORMAT = 'ean_13';
