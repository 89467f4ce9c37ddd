import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@booknook/platform/testing/render';
import { AppRoutes, makeBook } from '../../testing/fixtures';
import type { MemberProfile } from '../features/member/member';
import { messages } from '../messages';
import MemberPage from './member-page';

const t = messages.member;

function makeMember(overrides: Partial<MemberProfile> = {}): MemberProfile {
  return {
    username: 'asha',
    first_name: 'Asha',
    member_since: '2025-03-14T10:00:00Z',
    area: 'Baneshwor',
    suspended: false,
    books: [makeBook({ name: 'Organic Chemistry', status: 'reserved' }), makeBook({ name: 'Atlas' })],
    handovers_completed: 14,
    ratings: {
      up: 13,
      down: 1,
      items: [
        { score: 'down', reason: 'late', text: 'Came an hour late', created_at: '2026-01-02T09:00:00Z', by: null, by_role: 'buyer' },
        {
          score: 'up',
          reason: null,
          text: 'Lovely, <b>quick</b>',
          created_at: '2026-06-01T09:00:00Z',
          by: { username: 'bo', first_name: 'Bo' },
          by_role: 'buyer',
        },
      ],
    },
    replies_within_hours: 3,
    ...overrides,
  };
}

function renderMember(fetcher: (key: string) => Promise<unknown>) {
  return renderWithProviders(
    <AppRoutes>
      <MemberPage />
    </AppRoutes>,
    { route: '/members/asha', fetcher },
  );
}

describe('MemberPage', () => {
  it('shows who the member is, their hand-overs, reply speed, ratings newest first and their books as cards', async () => {
    const fetcher = jest.fn(() => Promise.resolve(makeMember()));
    renderMember(fetcher);
    expect(await screen.findByRole('heading', { level: 1, name: 'Asha' })).toBeInTheDocument();
    expect(fetcher).toHaveBeenCalledWith('/members/asha/');
    expect(screen.getByText(t.memberSince('March 2025'))).toBeInTheDocument();
    expect(screen.getByText(t.area('Baneshwor'))).toBeInTheDocument();
    expect(screen.getByTestId('handovers')).toHaveTextContent(t.handovers(14));
    expect(screen.getByText(t.repliesWithin(3))).toBeInTheDocument();
    const counts = screen.getByTestId('rating-counts');
    expect(counts).toHaveTextContent('13 · 1');
    // Drawn thumbs, not emoji (a box in browsers without a colour emoji font).
    expect(counts).not.toHaveTextContent(/\p{Extended_Pictographic}/u);
    expect(counts.querySelectorAll('svg[data-thumb]')).toHaveLength(2);
    expect(screen.getByText(t.ratingCountsLabel(13, 1))).toBeInTheDocument();
    const ratings = screen.getAllByTestId('rating');
    // Newest first; the text shown as typed, never as HTML.
    expect(ratings[0]).toHaveTextContent('Lovely, <b>quick</b>');
    expect(within(ratings[0]!).getByText(/1 June 2026/)).toBeInTheDocument();
    expect(ratings[1]).toHaveTextContent(t.reasons.late);
    expect(ratings[1]).toHaveTextContent(t.ratedBy(null, 'buyer'));
    const cards = screen.getAllByTestId('book-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByTestId('reserved-band')).toBeInTheDocument();
    expect(screen.queryByTestId('member-suspended')).not.toBeInTheDocument();
    expect(document.title).toContain(t.pageTitle('Asha'));
  });

  it('says when a member is suspended, has no ratings yet and no known reply speed', async () => {
    renderMember(() =>
      Promise.resolve(makeMember({ suspended: true, books: [], ratings: { up: 0, down: 0, items: [] }, replies_within_hours: null })),
    );
    expect(await screen.findByTestId('member-suspended')).toHaveTextContent(t.suspended);
    expect(screen.getByText(t.noRatings)).toBeInTheDocument();
    expect(screen.getByText(t.noBooks)).toBeInTheDocument();
    expect(screen.queryByText(/Usually replies/)).not.toBeInTheDocument();
  });

  it('is a not-found page, not a blank one, for a member who has left', async () => {
    renderMember(() => Promise.reject(Object.assign(new Error('Not Found'), { status: 404, data: { detail: 'Not found.' } })));
    expect(await screen.findByRole('heading', { name: t.notFoundTitle })).toBeInTheDocument();
    expect(document.title).toContain(t.notFoundPageTitle);
  });
});
