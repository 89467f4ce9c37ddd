import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { EmptyState, media, Page, PageTitle, visuallyHidden } from '@booknook/design-system';
import { ConversationView } from '../features/messages/components/conversation-view';
import { InboxList } from '../features/messages/components/inbox-list';
import { MembersOnly } from '../lib/members-only';
import { messages } from '../messages';

const t = messages.inbox;

/** On phones a conversation takes the whole page (its back link leads to the list); from the medium breakpoint both panes show. */
const Heading = styled.div<{ $open: boolean }>`
  ${({ $open }) => ($open ? visuallyHidden : '')}
  p {
    margin: -0.5rem 0 1rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  ${media.md} {
    position: static;
    width: auto;
    height: auto;
    margin: 0;
    overflow: visible;
    clip: auto;
    clip-path: none;
    white-space: normal;
  }
`;

const Panes = styled.div<{ $open: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  height: calc(100dvh - ${({ theme }) => theme.layout.headerHeight} - ${({ $open }) => ($open ? '3rem' : '11rem')});
  min-height: 24rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
  ${media.md} {
    height: calc(100dvh - ${({ theme }) => theme.layout.headerHeight} - 12rem);
    grid-template-columns: 18rem minmax(0, 1fr);
  }
  ${media.lg} {
    grid-template-columns: 22rem minmax(0, 1fr);
  }
`;

const ListPane = styled.div<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'none' : 'block')};
  min-height: 0;
  overflow-y: auto;
  ${media.md} {
    display: block;
    border-right: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const ConversationPane = styled.div<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'flex' : 'none')};
  flex-direction: column;
  min-height: 0;
  ${media.md} {
    display: flex;
  }
`;

const Placeholder = styled.div`
  margin: auto;
`;

/** /messages and /messages/:conversationId: the member's inbox and one conversation beside it. */
export default function MessagesPage() {
  const { conversationId } = useParams();
  const id = conversationId !== undefined && /^[1-9][0-9]{0,14}$/.test(conversationId) ? Number(conversationId) : undefined;
  const open = conversationId !== undefined;
  return (
    <Page data-build={process.env.BUILD_MARKER}>
      {!open && <PageTitle title={t.title} />}
      <Heading $open={open}>
        <h1>{t.title}</h1>
        <p>{t.intro}</p>
      </Heading>
      <MembersOnly>
        <Panes $open={open}>
          <ListPane $open={open}>
            <InboxList activeId={id} />
          </ListPane>
          <ConversationPane $open={open}>
            {id !== undefined ? (
              <ConversationView key={id} id={id} />
            ) : open ? (
              <Placeholder>
                <PageTitle title={messages.conversation.notFoundTitle} />
                <EmptyState title={messages.conversation.notFoundTitle} body={messages.conversation.notFoundBody} />
              </Placeholder>
            ) : (
              <Placeholder>
                <EmptyState title={t.choose} body={t.chooseBody} />
              </Placeholder>
            )}
          </ConversationPane>
        </Panes>
      </MembersOnly>
    </Page>
  );
}
