import { http, type ApiErrorBody } from '../client';

export interface ReportPayload {
  book_id: number;
  reason: string;
}

/** POST /reports/report-book/ → 201 `{detail}`; 409 when this member already reported the book. */
export async function reportBook(payload: ReportPayload): Promise<ApiErrorBody> {
  return (await http.post<ApiErrorBody>('/reports/report-book/', payload)).data;
}
