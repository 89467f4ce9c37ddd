import type { FastifyPluginCallback } from 'fastify';
import { clientNetwork } from '../../lib/client-network';
import { dropEmptyQueryParams, trimFields } from '../../lib/hooks';
import { bookIdParamsSchema, detailSchema, errorResponses, type BookIdParams } from '../../lib/schemas';
import { currentUser, requireUser } from '../../plugins/session';
import {
  bookDetailQueryMessages,
  bookDetailQuerySchema,
  bookDetailSchema,
  bookItemSchema,
  browseQueryMessages,
  browseListSchema,
  browseQuerySchema,
  listSchema,
  myBookItemSchema,
  sellerContactSchema,
  myBooksQueryMessages,
  myBooksQuerySchema,
  type BookDetailQuery,
  type BrowseQuery,
  type MyBooksQuery,
} from './schemas';
import {
  bookTrimmedFields,
  createBookBodySchema,
  createBookMessages,
  createdBookSchema,
  markSoldBodySchema,
  markSoldMessages,
  updateBookBodySchema,
  updateBookMessages,
  type CreateBookBody,
  type MarkSoldBody,
  type UpdateBookBody,
} from './write-schemas';
import { contactForDetail, contactLimitFor, sellerContact } from './contact';
import { withSavedArea } from '../saved-area';
import { bookTexts } from './texts';

export const booksRoutes: FastifyPluginCallback = (app, _options, done) => {
  const { browse, own } = app.books;
  const contactLimit = contactLimitFor(app.config.rateLimitMultiplier);

  app.get<{ Querystring: BrowseQuery }>(
    '/',
    {
      preValidation: dropEmptyQueryParams,
      schema: {
        summary: 'Browse listed books',
        tags: ['books'],
        querystring: browseQuerySchema,
        response: { 200: browseListSchema(bookItemSchema), ...errorResponses(400, 401) },
      },
      config: { validationMessages: browseQueryMessages },
    },
    async (request) => browse.browse(await withSavedArea(request.query, request.user, app.savedAreas), request.user),
  );

  app.get<{ Querystring: MyBooksQuery }>(
    '/current-users/',
    {
      preValidation: [requireUser, dropEmptyQueryParams],
      schema: {
        summary: "The caller's books with their review state",
        tags: ['books'],
        querystring: myBooksQuerySchema,
        response: { 200: listSchema(myBookItemSchema), ...errorResponses(400, 401) },
      },
      config: { validationMessages: myBooksQueryMessages },
    },
    (request) => own.myBooks(currentUser(request), request.query.filter_by, request.query.limit, request.query.offset),
  );

  app.post<{ Body: CreateBookBody }>(
    '/create/',
    {
      preValidation: [requireUser, trimFields(bookTrimmedFields)],
      schema: {
        summary: 'List a book (starts unreviewed)',
        tags: ['books'],
        body: createBookBodySchema,
        response: { 201: createdBookSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
      config: { validationMessages: createBookMessages },
    },
    async (request, reply) => {
      const id = await own.create(currentUser(request), request.body);
      return reply.code(201).send({ detail: bookTexts.created, id });
    },
  );

  app.get<{ Params: BookIdParams; Querystring: BookDetailQuery }>(
    '/:id/',
    {
      preValidation: dropEmptyQueryParams,
      schema: {
        summary:
          'A book (404 unless public, own, or the caller moderates). For a member with a confirmed address, user carries the seller’s email and phone as the contract has it, counted like GET /books/{id}/contact/; BookNook’s own pages ask with_contact=false and open them on request',
        tags: ['books'],
        params: bookIdParamsSchema,
        querystring: bookDetailQuerySchema,
        response: { 200: bookDetailSchema, ...errorResponses(400, 404) },
      },
      config: { validationMessages: bookDetailQueryMessages },
    },
    async (request) => {
      const book = await browse.detail(request.params.id, request.user);
      if (!request.user || !request.query.with_contact) return book;
      const viewer = { member: request.user, network: clientNetwork(request.ip) };
      const contact = await contactForDetail(app.database.db, book.id, viewer, contactLimit);
      return contact ? { ...book, user: { ...book.user, ...contact } } : book;
    },
  );

  app.get<{ Params: BookIdParams }>(
    '/:id/contact/',
    {
      preValidation: requireUser,
      schema: {
        summary: "How to reach the book's seller (members only; a limited number of sellers per hour, 429 with Retry-After)",
        tags: ['books'],
        params: bookIdParamsSchema,
        response: { 200: sellerContactSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    (request) =>
      sellerContact(app.database.db, request.params.id, { member: currentUser(request), network: clientNetwork(request.ip) }, contactLimit),
  );

  app.patch<{ Params: BookIdParams; Body: UpdateBookBody }>(
    '/:id/',
    {
      preValidation: [requireUser, trimFields(['name', 'isbn'])],
      schema: {
        summary:
          'Edit name, author, ISBN, category, price, condition or photos (owner only); a new name, author, ISBN, category or photo sends it back to review',
        tags: ['books'],
        params: bookIdParamsSchema,
        body: updateBookBodySchema,
        response: { 200: detailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      config: { validationMessages: updateBookMessages },
    },
    async (request) => {
      const member = currentUser(request);
      const { backToReview, loweredFrom } = await own.update(request.params.id, member, request.body);
      const newPrice = request.body.price;
      if (loweredFrom !== undefined && newPrice !== undefined) {
        await app.listingEvents.priceLowered(request.params.id, member.id, loweredFrom, newPrice).catch((error: unknown) => {
          request.log.error({ err: error }, 'bookmarkers of a cheaper book could not be told');
        });
      }
      return { detail: backToReview ? bookTexts.updatedForReview : bookTexts.updated };
    },
  );

  app.delete<{ Params: BookIdParams }>(
    '/:id/',
    {
      preValidation: requireUser,
      schema: {
        summary: 'Delete a book and its photos, every variant (owner only)',
        tags: ['books'],
        params: bookIdParamsSchema,
        response: { 200: detailSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { name, reservedFor } = await own.delete(request.params.id, currentUser(request));
      if (reservedFor !== null) {
        await app.dealNotices.reservedBookDeleted(reservedFor, name).catch((error: unknown) => {
          request.log.error({ err: error }, 'the buyer of a reserved book that was deleted could not be told');
        });
      }
      return { detail: bookTexts.deleted };
    },
  );

  app.patch<{ Params: BookIdParams; Body: MarkSoldBody }>(
    '/mark-as-sold/:id/',
    {
      preValidation: requireUser,
      schema: {
        summary: 'Mark a reviewed book as sold (owner only), optionally naming the conversation whose buyer it went to',
        tags: ['books'],
        params: bookIdParamsSchema,
        body: markSoldBodySchema,
        response: { 200: detailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
      config: { validationMessages: markSoldMessages },
    },
    async (request) => {
      const member = currentUser(request);
      await own.markSold(request.params.id, member, request.body?.sold_to_conversation_id);
      await app.listingEvents.sold(request.params.id, member.id).catch((error: unknown) => {
        request.log.error({ err: error }, 'bookmarkers of a sold book could not be told');
      });
      return { detail: bookTexts.markedSold };
    },
  );

  done();
};
