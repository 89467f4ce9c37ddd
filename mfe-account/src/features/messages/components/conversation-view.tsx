import { useCallback, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, BookCover, Button, ErrorState, media, Menu, MenuItem, notify, PageTitle, Spinner } from '@booknook/design-system';
import { errorDetail } from '@booknook/platform';
import { ConfirmDialog } from '../../../lib/confirm-dialog';
import { messages } from '../../../messages';
import { memberName, setBlocked } from '../api/conversations';
import { useConversation } from '../hooks/use-conversation';
import { BookSummary } from './book-summary';
import { CannotSend } from './cannot-send';
import { ComposeBox } from './compose-box';
import { DealBar } from './deal-bar';
import { MessageHistory } from './message-history';
import { OfferCard } from './offer-card';
import { ReportConversationDialog } from './report-conversation-dialog';

const t = messages.conversation;

/**
 * The navigation state of a page that sends the member here to write (mfe-browse's Message seller): the message box
 * takes the focus. A plain key, as the remotes share no code but the platform.
 */
function wantsCompose(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { compose?: unknown }).compose === true;
}

const Pane = styled.section`
  display: flex;
  flex-direction: column;
  min-height: 0;
  height: 100%;
`;

const Head = styled.header`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  padding: 0.65rem 0.75rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

/* 44px square: a finger's target (WCAG 2.5.5), though the arrow itself is small. */
const Back = styled(Link)`
  flex: none;
  display: inline-grid;
  place-items: center;
  min-width: 44px;
  min-height: 44px;
  margin: -0.5rem 0 -0.5rem -0.5rem;
  font-weight: 600;
  text-decoration: none;
  color: ${({ theme }) => theme.colors.accent};
  ${media.md} {
    display: none;
  }
`;

const Thumb = styled.div`
  flex: none;
  width: 42px;
  border-radius: ${({ theme }) => theme.radius.sm};
  overflow: hidden;
`;

/** The frame of a cover that is gone with its book, the same 3:4 shape. */
const NoCover = styled.div`
  aspect-ratio: 3 / 4;
  background: ${({ theme }) => theme.colors.border};
`;

const Who = styled.div`
  flex: 1;
  min-width: 0;
  h2 {
    margin: 0;
    font-size: 1.05rem;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

const ActionsButton = styled.button`
  flex: none;
  width: 44px;
  height: 44px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: none;
  color: ${({ theme }) => theme.colors.text};
  font-size: 1.25rem;
  line-height: 1;
  cursor: pointer;
`;

const Safety = styled.p`
  margin: 0;
  padding: 0.4rem 0.75rem;
  font-size: 0.78rem;
  color: ${({ theme }) => theme.colors.muted};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Centered = styled.div`
  margin: auto;
  padding: 1rem;
`;

/** One conversation: the book and the other member at the top, the history, and the box to write in. */
export function ConversationView({ id }: { id: number }) {
  const view = useConversation(id);
  const compose = wantsCompose(useLocation().state);
  const [confirmingBlock, setConfirmingBlock] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [busy, setBusy] = useState(false);
  const closeReport = useCallback(() => setReporting(false), []);
  const { conversation, replace } = view;

  if (view.notFound) {
    return (
      <Pane>
        <PageTitle title={t.notFoundTitle} />
        <Centered>
          <ErrorState title={t.notFoundTitle} body={t.notFoundBody} action={<Link to="/messages">{t.back}</Link>} />
        </Centered>
      </Pane>
    );
  }
  if (view.failed) {
    return (
      <Pane>
        <PageTitle title={t.loadingTitle} />
        <Centered>
          <ErrorState
            body={t.loadFailed}
            action={
              <Button type="button" onClick={view.retry}>
                {messages.inbox.retry}
              </Button>
            }
          />
        </Centered>
      </Pane>
    );
  }
  if (!conversation) {
    return (
      <Pane>
        <PageTitle title={t.loadingTitle} />
        <Centered>
          <Spinner />
        </Centered>
      </Pane>
    );
  }

  const name = memberName(conversation.other_member, messages.inbox.formerMember);
  const moderating = conversation.role === 'moderator';
  const firstName = conversation.other_member?.first_name.trim() || conversation.other_member?.username || name;
  const changeBlock = async (blocked: boolean) => {
    setBusy(true);
    try {
      replace(await setBlocked(id, blocked));
      notify.success(blocked ? t.blocked(name) : t.unblocked(name));
    } catch (error) {
      notify.error(errorDetail(error, t.actionFailed));
    } finally {
      setBusy(false);
      setConfirmingBlock(false);
    }
  };

  return (
    <Pane aria-labelledby={`conversation-${id}-title`}>
      <PageTitle title={t.pageTitle(name, conversation.book.name)} />
      <Head>
        <Back to="/messages" aria-label={t.back}>
          ←
        </Back>
        <Thumb>
          {conversation.book.book_image === null ? (
            <NoCover role="img" aria-label={t.noCover} />
          ) : (
            <BookCover
              book={{ book_image: conversation.book.book_image, book_image_variants: conversation.book.book_image_variants }}
              alt={t.coverOf(conversation.book.name)}
              sizes="42px"
            />
          )}
        </Thumb>
        <Who>
          <h2 id={`conversation-${id}-title`}>{name}</h2>
          {conversation.other_suspended && <Badge $tone="danger">{t.otherSuspended}</Badge>}
          <BookSummary conversation={conversation} />
        </Who>
        {!moderating && conversation.other_member !== null && (
          <Menu
            label={t.actions}
            portal
            trigger={(props) => (
              <ActionsButton {...props} aria-label={t.actions}>
                ⋯
              </ActionsButton>
            )}
          >
            {conversation.blocked_by_me ? (
              <MenuItem onSelect={() => void changeBlock(false)}>{t.unblock(name)}</MenuItem>
            ) : (
              <MenuItem tone="danger" onSelect={() => setConfirmingBlock(true)}>
                {t.block(name)}
              </MenuItem>
            )}
            <MenuItem disabled={conversation.reported_by_me} onSelect={() => setReporting(true)}>
              {conversation.reported_by_me ? t.alreadyReported : t.report}
            </MenuItem>
          </Menu>
        )}
      </Head>
      {!moderating && <Safety>{t.safety}</Safety>}
      {!moderating && <DealBar conversation={conversation} name={name} firstName={firstName} onChange={view.applyDeal} />}
      <MessageHistory
        label={t.historyLabel(name)}
        messages={view.messages}
        loaded={view.historyLoaded}
        otherReadId={conversation.other_read_id}
        hasEarlier={view.hasEarlier}
        loadingEarlier={view.loadingEarlier}
        earlierFailed={view.earlierFailed}
        onLoadEarlier={() => void view.loadEarlier()}
        renderOffer={(message) =>
          message.offer && (
            <OfferCard
              // The conversation's latest offer is fresher than the history's copy of it.
              offer={conversation.offer?.id === message.offer.id ? conversation.offer : message.offer}
              name={name}
              canAnswer={!moderating && conversation.can_send}
              onChange={view.applyDeal}
            />
          )
        }
        sides={
          moderating
            ? { mine: messages.moderation.conversations.fromBuyer, theirs: messages.moderation.conversations.fromSeller }
            : undefined
        }
      />
      {conversation.can_send ? (
        <ComposeBox
          conversationId={id}
          onSent={view.addSent}
          focus={compose}
          draft={
            compose && conversation.role === 'buyer' && view.historyLoaded && view.messages.length === 0
              ? t.firstLine(conversation.book.name)
              : undefined
          }
        />
      ) : (
        <CannotSend conversation={conversation} name={name} busy={busy} onUnblock={() => void changeBlock(false)} />
      )}
      {confirmingBlock && (
        <ConfirmDialog
          title={t.confirmBlock.title(name)}
          body={t.confirmBlock.body}
          confirmLabel={t.confirmBlock.confirm}
          cancelLabel={t.cancel}
          busy={busy}
          danger
          onConfirm={() => void changeBlock(true)}
          onCancel={() => setConfirmingBlock(false)}
        />
      )}
      {reporting && (
        <ReportConversationDialog
          conversationId={id}
          onReported={() => replace({ ...conversation, reported_by_me: true })}
          onClose={closeReport}
        />
      )}
    </Pane>
  );
}
