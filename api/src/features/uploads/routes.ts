import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error';
import { errorResponses } from '../../lib/schemas';
import { getOrCreateSecret } from '../../lib/secrets';
import { UPLOAD_LIMITS } from '../../limits';
import { currentUser, requireUser } from '../../plugins/session';
import { UPLOAD_SIGNING_SECRET } from '../../storage';
import { LocalStorage } from '../../storage/local';
import {
  localUploadFormSchema,
  uploadGrantQueryMessages,
  uploadGrantQuerySchema,
  uploadGrantSchema,
  type UploadGrantQuery,
} from './schemas';
import { createUploadGrant, receiveLocalUpload, type ReceivedUpload } from './service';
import { uploadTexts } from './texts';

const MAX_FORM_FIELDS = 20;
const MAX_FIELD_BYTES = 8 * 1024;
const FILE_TOO_LARGE = 'FST_REQ_FILE_TOO_LARGE';

/** Read the multipart form: fields before the file, then the file (fields after it are ignored, as S3 does). */
async function readUploadForm(request: FastifyRequest): Promise<ReceivedUpload> {
  const received: ReceivedUpload = { fields: {}, file: undefined, fileTooLarge: false };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (received.file !== undefined || received.fileTooLarge || part.fieldname !== 'file') {
          part.file.resume();
          continue;
        }
        try {
          received.file = await part.toBuffer();
        } catch (error) {
          if ((error as { code?: string }).code !== FILE_TOO_LARGE) throw error;
          received.fileTooLarge = true;
        }
      } else if (received.file === undefined && !received.fileTooLarge && typeof part.value === 'string') {
        received.fields[part.fieldname.toLowerCase()] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code ?? '';
    // The parser may report an oversized file again after toBuffer() did.
    // Anything else is a malformed form (busboy's own errors carry no code).
    if (code === FILE_TOO_LARGE) received.fileTooLarge = true;
    else throw new HttpError(400, uploadTexts.badForm);
  }
  return received;
}

export const uploadsRoutes: FastifyPluginAsync = async (app) => {
  const { storage } = app;
  const { db } = app.database;

  app.post<{ Querystring: UploadGrantQuery }>(
    '/get-upload-url',
    {
      preValidation: requireUser,
      schema: {
        summary: 'A signed S3 POST-policy grant to upload one PNG, JPEG or WebP image',
        tags: ['uploads'],
        querystring: uploadGrantQuerySchema,
        response: { 200: uploadGrantSchema, ...errorResponses(400, 401, 403, 429) },
      },
      config: { validationMessages: uploadGrantQueryMessages, rateLimit: 'uploadGrant' },
    },
    (request) => createUploadGrant(db, storage, currentUser(request).id, request.query.filename),
  );

  if (storage instanceof LocalStorage) {
    await app.register(async (local) => {
      await local.register(fastifyMultipart, {
        limits: {
          fileSize: UPLOAD_LIMITS.maxBytes,
          files: 1,
          fields: MAX_FORM_FIELDS,
          fieldSize: MAX_FIELD_BYTES,
          parts: MAX_FORM_FIELDS + 2,
          headerPairs: 100,
        },
      });
      local.post(
        '/upload/',
        {
          bodyLimit: UPLOAD_LIMITS.maxBytes + 64 * 1024,
          schema: {
            summary:
              'The local store: receives the multipart POST of an upload grant (authorised by its signed policy) and makes the variants',
            tags: ['uploads'],
            consumes: ['multipart/form-data'],
            response: { ...errorResponses(400, 403, 409, 413, 503) },
          },
          config: { openapiBody: localUploadFormSchema, csrf: 'signed-policy' },
        },
        async (request, reply) => {
          const form = await readUploadForm(request);
          await receiveLocalUpload(db, app.images, await getOrCreateSecret(db, UPLOAD_SIGNING_SECRET), form);
          return reply.code(204).send();
        },
      );
    });
  }
};
