import { http, type ApiErrorBody } from '../client';
import type { RequestBodyOf } from '../contract';

export type ReportPayload = RequestBodyOf<'/reports/report-book/', 'post'>;

/** POST /reports/report-book/ → 201 `{detail}`; 409 when this member already reported the book. */
export async function reportBook(payload: ReportPayload): Promise<ApiErrorBody> {
  return (await http.post<ApiErrorBody>('/reports/report-book/', payload)).data;
}
