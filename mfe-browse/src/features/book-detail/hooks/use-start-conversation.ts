import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorDetail, http, notify, useSession, useSignInAndReturn, type ResponseOf } from '@booknook/shared-ui';
import { messages } from '../../../messages';

type StartedConversation = ResponseOf<'/conversations/', 'post'>;

/**
 * Chat with Seller: opens the member's conversation about this book (the existing one, or a new
 * one) and goes to it in the inbox (mfe-account's /messages/:id). A guest signs in and comes back.
 */
export function useStartConversation(bookId: number) {
  const { session } = useSession();
  const { signInAndReturn } = useSignInAndReturn();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  const start = async () => {
    if (session.status !== 'authenticated') {
      signInAndReturn();
      return;
    }
    setPending(true);
    try {
      const { data } = await http.post<StartedConversation>('/conversations/', { book_id: bookId });
      await navigate(`/messages/${data.id}`);
    } catch (error) {
      notify.error(errorDetail(error, messages.detail.chatFailed));
      setPending(false);
    }
  };

  return { start, pending };
}
