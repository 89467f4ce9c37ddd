import { BOOK_LIMITS as L } from '../../limits';

// The shapes of a book's photos in requests and responses (issue 27): the ordered list of upload
// keys a seller sends, and each photo with its variants as a gallery draws it.

const variantSchema = {
  type: 'object',
  required: ['url', 'width', 'height', 'type'],
  properties: {
    url: { type: 'string' },
    width: { type: 'integer', description: 'Pixels (the `w` descriptor of srcset)' },
    height: { type: 'integer' },
    type: { type: 'string', enum: ['image/webp', 'image/jpeg'] },
  },
} as const;

/** What a front end needs for `srcset`: every stored variant of the cover. */
export const imageVariantsSchema = {
  type: 'array',
  description:
    'Every variant of the cover, for `srcset`: each width in WebP and in JPEG, narrow to wide. All variants have the ' +
    'same aspect ratio (upright, as the photo is shown). Empty while an image from before variants existed is being processed.',
  items: variantSchema,
} as const;

/** One photo of a book, as a gallery draws it. */
const bookImageSchema = {
  type: 'object',
  required: ['key', 'url', 'width', 'height', 'variants'],
  properties: {
    key: { type: 'string', description: 'The upload key: what PATCH /books/{id}/ `images` names to keep this photo' },
    url: { type: 'string', description: 'A JPEG variant about 480 px wide, as `book_image` is for the cover' },
    width: { type: ['integer', 'null'], description: 'Pixels of the widest variant, upright (null while not yet processed)' },
    height: { type: ['integer', 'null'], description: 'With width: the aspect ratio to reserve before the photo loads' },
    variants: { ...imageVariantsSchema, description: 'Every variant of this photo for `srcset`, WebP and JPEG, narrow to wide' },
  },
} as const;

export const bookImagesSchema = {
  type: 'array',
  maxItems: L.imagesMax,
  description:
    'The photos in the order the seller chose, at most 8; the first is the cover (`book_image` and `book_image_variants` are the same photo).',
  items: bookImageSchema,
} as const;

/** The ordered upload keys a seller sends: 1 to 8, each once. */
export const imageKeysSchema = {
  type: 'array',
  minItems: 1,
  maxItems: L.imagesMax,
  uniqueItems: true,
  items: { type: 'string', minLength: 1, maxLength: L.imageKeyMax },
} as const;
