import { http } from '@booknook/platform';
import type { Conversation } from '../api/conversations';
import type { Handover, Offer } from '../api/deal';

/** A buyer's conversation about an available book, as the API answers it before any deal. */
export const dealConversation: Conversation = {
  id: 7,
  role: 'buyer',
  book: { id: 42, name: 'Organic Chemistry', price: 500, status: 'available', book_image: null, book_image_variants: [] },
  other_member: { username: 'bina', first_name: 'Bina', last_name: 'Shah' },
  last_message: null,
  unread_count: 0,
  other_read_id: 0,
  blocked_by_me: false,
  blocked_by_them: false,
  other_suspended: false,
  can_send: true,
  reported_by_me: false,
  created_at: '2026-11-01T10:00:00Z',
  reserved_here: false,
  offer: null,
  handover: null,
};

export const offer = (changes: Partial<Offer> = {}): Offer => ({
  id: 5,
  price: 300,
  state: 'open',
  from_seller: false,
  from_me: false,
  created_at: '2026-11-01T11:00:00Z',
  answered_at: null,
  ...changes,
});

export const handover = (changes: Partial<Handover> = {}): Handover => ({
  id: 3,
  at: '2026-12-02T10:30:00Z',
  place: 'Library entrance',
  state: 'proposed',
  proposed_by_me: false,
  my_outcome: null,
  other_outcome: null,
  rated_by_me: false,
  ...changes,
});

export const answered = (conversation: Conversation) => ({ data: conversation }) as Awaited<ReturnType<typeof http.post>>;
