/** docs/product.md §5 / §9: PNG or JPG only, at most 5 MB. */
export const MAX_IMAGE_BYTES = 5_242_880;
export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
/** For the file picker's filter. */
export const IMAGE_ACCEPT = '.png,.jpg,.jpeg,image/png,image/jpeg';

const ACCEPTED_EXTENSIONS = /\.(png|jpe?g)$/i;

/** True when the browser may send the file: an accepted type (by MIME type, or by extension when the OS gives none) and size. */
export function isAcceptableImage(file: Pick<File, 'name' | 'type' | 'size'>): boolean {
  const typeOk = file.type
    ? (ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type) && ACCEPTED_EXTENSIONS.test(file.name)
    : ACCEPTED_EXTENSIONS.test(file.name);
  return typeOk && file.size > 0 && file.size <= MAX_IMAGE_BYTES;
}
