import type { paths } from './schema.gen';

/** The contract's enumerations that a remote offers as choices, in the API's order (generated values, not copies). */
export {
  pathsBooksCurrentUsersGetParametersQueryFilter_byValues as MY_BOOKS_FILTER_VALUES,
  pathsModerationBooksGetParametersQueryStatusValues as MODERATION_STATUS_VALUES,
} from './schema.gen';

// Names for the parts of the generated contract (schema.gen.ts, made from the API's route schemas by
// `npm run contract`). The contract's named types (BookListItem, BooksQuery, CurrentUser…) are built from these,
// so a field the API renames or drops fails the type-check of every remote that reads it.

export type ApiPath = keyof paths;
type Method = 'get' | 'post' | 'patch' | 'put' | 'delete';

type Operation<P extends ApiPath, M extends Method> = NonNullable<paths[P][M]>;

/** The JSON body of a response: `ResponseOf<'/books/', 'get'>` is `{items, count}`. */
export type ResponseOf<P extends ApiPath, M extends Method, Status extends number = 200> =
  Operation<P, M> extends { responses: { [S in Status]: { content: { 'application/json': infer Body } } } } ? Body : never;

/** The JSON body a request sends. */
export type RequestBodyOf<P extends ApiPath, M extends Method> =
  Operation<P, M> extends { requestBody?: { content: { 'application/json': infer Body } } } ? Body : never;

/** The query string's fields, each optional as the API declares it. */
export type QueryOf<P extends ApiPath, M extends Method> =
  Operation<P, M> extends { parameters: { query?: infer Query } } ? NonNullable<Query> : never;

type EventStreamFrame = NonNullable<paths['/conversations/events/']['get']>['responses'][200]['content']['text/event-stream'];

/** Each event GET /conversations/events/ sends, by name, with its JSON data. */
export type StreamEvents = { [Frame in EventStreamFrame as Frame['event']]: Frame['data'] };

export type StreamEventName = keyof StreamEvents;

/** The JSON data of one stream event: `StreamEventData<'read'>` is `{conversation_id, by_me, read_id}`. */
export type StreamEventData<E extends StreamEventName> = StreamEvents[E];
