import { useId, useState } from 'react';
import useSWR from 'swr';
import styled from 'styled-components';
import { Button, ErrorState, InputField, Spinner, notify, unavailable } from '@booknook/design-system';
import { errorDetail, errorFields } from '@booknook/platform';
import { messages } from '../../../messages';
import { InlineForm } from './inline-form';
import { BLOCKED_DOMAINS_KEY, blockDomain, getJson, unblockDomain, type BlockedDomainList } from '../api/admin';

const text = messages.admin.domains;

const List = styled.ul`
  margin: 1rem 0 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 0.75rem;
    padding: 0.5rem 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }
`;

/** The email domains sign-ups are refused from: add one, remove one. */
export function DomainsSection({ onChanged }: { onChanged: () => Promise<void> }) {
  const id = useId();
  const [domain, setDomain] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const list = useSWR<BlockedDomainList>(BLOCKED_DOMAINS_KEY, getJson);
  const act = async (action: () => Promise<{ detail: string }>) => {
    setBusy(true);
    try {
      notify.success((await action()).detail);
      setDomain('');
      setError(undefined);
      await Promise.all([list.mutate(), onChanged()]);
    } catch (failure) {
      const field = errorFields(failure).domain;
      if (field) setError(field);
      else notify.error(errorDetail(failure, text.failed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{text.heading}</h2>
      <p>{text.body}</p>
      <InlineForm
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void act(() => blockDomain(domain.trim().toLowerCase()));
        }}
      >
        <InputField
          id={`${id}-domain`}
          label={text.domainLabel}
          hint={text.domainHint}
          error={error}
          value={domain}
          onChange={(event) => setDomain(event.target.value)}
        />
        <Button type="submit" {...unavailable(busy)}>
          {text.add}
        </Button>
      </InlineForm>
      {list.isLoading && <Spinner />}
      {list.error !== undefined && <ErrorState title={text.failed} />}
      {list.data?.count === 0 && <p>{text.none}</p>}
      {list.data && list.data.count > 0 && (
        <List>
          {list.data.items.map((item) => (
            <li key={item.domain}>
              <span>{item.domain}</span>
              <Button
                $variant="ghost"
                aria-label={text.remove(item.domain)}
                {...unavailable(busy)}
                onClick={() => void act(() => unblockDomain(item.domain))}
              >
                {text.removeShort}
              </Button>
            </li>
          ))}
        </List>
      )}
    </section>
  );
}
