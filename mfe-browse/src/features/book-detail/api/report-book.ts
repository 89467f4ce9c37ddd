import type { RequestBodyOf } from '@booknook/contract';
import { http, type ApiErrorBody } from '@booknook/platform';

export type ReportPayload = RequestBodyOf<'/reports/report-book/', 'post'>;

/** POST /reports/report-book/ → 201 `{detail}`; 409 when this member already reported the book. */
export async function reportBook(payload: ReportPayload): Promise<ApiErrorBody> {
  return (await http.post<ApiErrorBody>('/reports/report-book/', payload)).data;
}
