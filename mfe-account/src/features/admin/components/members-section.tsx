import { useId, useState } from 'react';
import useSWR from 'swr';
import styled from 'styled-components';
import { Button, ErrorState, InputField, Spinner } from '@booknook/design-system';
import { messages } from '../../../messages';
import { InlineForm } from './inline-form';
import { getJson, membersKey, type AdminMemberList } from '../api/admin';
import { MemberCard } from './member-card';

const text = messages.admin.members;

const List = styled.ul`
  display: grid;
  gap: 0.75rem;
  margin: 1rem 0 0;
  padding: 0;
  list-style: none;
`;

/** Find a member by the beginning of their username or email, then act on them. */
export function MembersSection({ onChanged }: { onChanged: () => Promise<void> }) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const found = useSWR<AdminMemberList>(query.length >= 2 ? membersKey(query) : null, getJson);
  const refresh = async () => {
    await Promise.all([found.mutate(), onChanged()]);
  };
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{text.heading}</h2>
      <InlineForm
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery(draft.trim());
        }}
      >
        <InputField
          id={`${id}-q`}
          label={text.searchLabel}
          hint={text.searchHint}
          type="search"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit">{text.search}</Button>
      </InlineForm>
      {found.isLoading && <Spinner />}
      {found.error !== undefined && <ErrorState title={text.failed} />}
      {found.data?.count === 0 && <p>{text.none}</p>}
      {found.data && found.data.count > 0 && (
        <List>
          {found.data.items.map((member) => (
            <MemberCard key={member.id} member={member} onChanged={refresh} />
          ))}
        </List>
      )}
    </section>
  );
}
