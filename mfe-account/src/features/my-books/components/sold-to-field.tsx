import { useId } from 'react';
import useSWR from 'swr';
import styled from 'styled-components';
import { Field } from '@booknook/design-system';
import { messages } from '../../../messages';
import { memberLabel } from '../../messages';
import { bookConversationsKey, getBookConversations, type BookConversations } from '../api/mark-as-sold';

const t = messages.myBooks.confirmSold;

const Choice = styled(Field)`
  margin: 1rem 0 0;
`;

/**
 * Whom the book went to, picked from the members who wrote about it (optional; a later rating
 * feature reads it). Nothing is shown when nobody wrote, or while the list loads or fails.
 */
export function SoldToField({
  bookId,
  value,
  onChange,
}: {
  bookId: number;
  value: number | undefined;
  onChange: (id: number | undefined) => void;
}) {
  const id = useId();
  const { data } = useSWR<BookConversations, unknown>(bookConversationsKey(bookId), () => getBookConversations(bookId));
  const buyers = (data?.results ?? []).flatMap((conversation) =>
    conversation.role === 'seller' && conversation.other_member ? [{ id: conversation.id, member: conversation.other_member }] : [],
  );
  if (buyers.length === 0) return null;
  return (
    <Choice>
      <label htmlFor={id}>{t.soldTo}</label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value === '' ? undefined : Number(event.target.value))}
      >
        <option value="">{t.soldToNobody}</option>
        {buyers.map(({ id: conversationId, member }) => (
          <option key={conversationId} value={conversationId}>
            {memberLabel(member, messages.inbox.formerMember)}
          </option>
        ))}
      </select>
    </Choice>
  );
}
