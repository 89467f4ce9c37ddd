import { http } from '@booknook/platform';

/** Hide an accepted book from everyone but its owner, or show it again. */
export async function setBookDisabled(bookId: number, disabled: boolean): Promise<{ detail: string }> {
  const action = disabled ? 'disable' : 'enable';
  return (await http.post<{ detail: string }>(`/moderation/books/${bookId}/${action}/`, {})).data;
}
