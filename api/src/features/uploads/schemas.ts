import { IMAGE_TYPES } from '../../lib/images';
import type { SchemaType } from '../../lib/schemas';
import { UPLOAD_LIMITS } from '../../limits';
import type { FieldMessages } from '../../plugins/errors';
import { uploadTexts } from './texts';

export const uploadGrantQuerySchema = {
  type: 'object',
  required: ['filename'],
  properties: {
    filename: {
      type: 'string',
      minLength: 1,
      maxLength: UPLOAD_LIMITS.filenameMax,
      description: 'Name of the file to upload (.png, .jpg, .jpeg or .webp)',
    },
  },
} as const;

export type UploadGrantQuery = SchemaType<typeof uploadGrantQuerySchema>;

export const uploadGrantQueryMessages: FieldMessages = {
  filename: {
    required: uploadTexts.filenameRequired,
    minLength: uploadTexts.filenameRequired,
    default: uploadTexts.badFilename,
  },
};

export const uploadGrantSchema = {
  type: 'object',
  required: ['url', 'fields', 'key'],
  properties: {
    url: { type: 'string', description: 'Where to POST the multipart form (relative for the local store)' },
    fields: {
      type: 'object',
      additionalProperties: { type: 'string' },
      description: 'Form fields to send, in order, before the file (the file part is named "file")',
    },
    key: { type: 'string', description: 'The storage key; create the book with it as book_image' },
  },
} as const;

/** The multipart form of the local store, for the OpenAPI document (parsed by hand, not by Ajv). */
export const localUploadFormSchema = {
  type: 'object',
  required: ['key', 'Content-Type', 'Policy', 'X-Amz-Signature', 'file'],
  properties: {
    key: { type: 'string' },
    'Content-Type': { type: 'string', enum: IMAGE_TYPES },
    Policy: { type: 'string' },
    'X-Amz-Algorithm': { type: 'string' },
    'X-Amz-Signature': { type: 'string' },
    file: { type: 'string', format: 'binary' },
  },
} as const;
