import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { type ResponseOf } from '@booknook/contract';
import { notify } from '@booknook/design-system';
import { errorDetail, http, useSession, useSignInAndReturn } from '@booknook/platform';
import { messages } from '../../../messages';

type StartedConversation = ResponseOf<'/conversations/', 'post'>;

/**
 * Message seller: opens the member's conversation about this book (the existing one, or a new one) and goes to it in
 * the inbox (mfe-account's /messages/:id). `replace`: the page asked for it on arrival (back from signing in), so
 * Back from the conversation returns to the book, not to a page that opens it again.
 */
export function useStartConversation(bookId: number) {
  const { session } = useSession();
  const { signInAndReturn } = useSignInAndReturn();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const starting = useRef(false);
  const authenticated = session.status === 'authenticated';

  const start = useCallback(
    async ({ replace = false }: { replace?: boolean } = {}): Promise<boolean> => {
      if (!authenticated) {
        signInAndReturn();
        return false;
      }
      if (starting.current) return true; // the first tap is on its way
      starting.current = true;
      setPending(true);
      try {
        const { data } = await http.post<StartedConversation>('/conversations/', { book_id: bookId });
        // `compose`: the conversation puts the cursor in its message box (mfe-account's ConversationView).
        await navigate(`/messages/${data.id}`, { replace, state: { compose: true } });
        return true;
      } catch (error) {
        notify.error(errorDetail(error, messages.detail.chatFailed));
        setPending(false);
        return false;
      } finally {
        starting.current = false;
      }
    },
    [authenticated, bookId, navigate, signInAndReturn],
  );

  return { start, pending };
}
