import { screen } from '@testing-library/react';
import { renderWithProviders, testUser } from '@booknook/platform/testing/render';
import { messages } from '../../../messages';
import type { Conversation } from '../api/conversations';
import { useConversation } from '../hooks/use-conversation';
import { ConversationView } from './conversation-view';
import { dealConversation, offer } from './deal-testing';

jest.mock('../hooks/use-conversation', () => ({ useConversation: jest.fn() }));

const conversation: Conversation = dealConversation;

beforeEach(() => {
  jest.mocked(useConversation).mockReturnValue({
    conversation,
    notFound: false,
    failed: false,
    retry: jest.fn(),
    messages: [],
    historyLoaded: true,
    hasEarlier: false,
    loadEarlier: jest.fn(),
    loadingEarlier: false,
    earlierFailed: false,
    addSent: jest.fn(),
    replace: jest.fn(),
    applyDeal: jest.fn(),
  });
});

const member = { status: 'authenticated', user: testUser } as const;

it('puts the cursor in the message box when the member comes from Message seller', () => {
  renderWithProviders(<ConversationView id={7} />, { session: member, route: { pathname: '/messages/7', state: { compose: true } } });
  expect(screen.getByRole('textbox', { name: messages.conversation.compose })).toHaveFocus();
});

it('leaves the focus alone when the conversation is opened from the inbox', () => {
  renderWithProviders(<ConversationView id={7} />, { session: member, route: '/messages/7' });
  expect(screen.getByRole('textbox', { name: messages.conversation.compose })).not.toHaveFocus();
});

// The phone review: the back arrow was a 16px target (issue 36); a finger needs 44px. jsdom computes declared sizes.
it('gives the back link and the actions button a 44px target', () => {
  renderWithProviders(<ConversationView id={7} />, { session: member, route: '/messages/7' });
  const back = getComputedStyle(screen.getByRole('link', { name: messages.conversation.back }));
  expect([back.minWidth, back.minHeight]).toEqual(['44px', '44px']);
  const actions = getComputedStyle(screen.getByRole('button', { name: messages.conversation.actions }));
  expect([actions.width, actions.height]).toEqual(['44px', '44px']);
});

// Issue 36.3: Message seller lands in the conversation with a first line offered, so Send is the next and last tap.
it('offers a first line about the book to a buyer who comes to write', async () => {
  renderWithProviders(<ConversationView id={7} />, { session: member, route: { pathname: '/messages/7', state: { compose: true } } });
  const box = screen.getByRole('textbox', { name: messages.conversation.compose });
  expect(await screen.findByDisplayValue(messages.conversation.firstLine('Organic Chemistry'))).toBe(box);
});

it('offers nothing to the seller', () => {
  jest.mocked(useConversation).mockReturnValue({
    ...jest.mocked(useConversation)(7),
    conversation: { ...conversation, role: 'seller' },
  });
  renderWithProviders(<ConversationView id={7} />, { session: member, route: { pathname: '/messages/7', state: { compose: true } } });
  expect(screen.getByRole('textbox', { name: messages.conversation.compose })).toHaveValue('');
});

// Issue 37: a book promised to a buyer says so at the top of the conversation.
it('marks a reserved book as reserved', () => {
  jest.mocked(useConversation).mockReturnValue({
    ...jest.mocked(useConversation)(7),
    conversation: { ...conversation, book: { ...conversation.book, status: 'reserved' } },
  });
  renderWithProviders(<ConversationView id={7} />, { session: member, route: '/messages/7' });
  expect(screen.getByTestId('book-status')).toHaveTextContent(messages.conversation.bookStatus.reserved);
});

// Issue 37: an offer in the history is a card, showing the offer as the conversation now has it.
it('draws an offer message as an offer card with its current state', () => {
  const open = offer();
  const message = {
    id: 9,
    conversation_id: 7,
    body: 'Offers Rs. 300.00',
    from_me: false,
    created_at: '2026-11-01T11:00:00Z',
    kind: 'offer',
    offer: open,
  } as const;
  jest.mocked(useConversation).mockReturnValue({
    ...jest.mocked(useConversation)(7),
    conversation: { ...conversation, role: 'seller', offer: { ...open, state: 'declined' } },
    messages: [message],
  });
  renderWithProviders(<ConversationView id={7} />, { session: member, route: '/messages/7' });
  expect(screen.getByTestId('offer-card')).toHaveTextContent(messages.deal.offerState.declined);
  expect(screen.getByTestId('deal-bar')).toHaveTextContent(messages.deal.reserveFor('Bina'));
});
