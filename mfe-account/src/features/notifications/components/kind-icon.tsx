import type { NotificationKind } from '../api/notifications';

// One small picture per kind of notification, beside its words (never instead of them).

const paths: Record<NotificationKind, string> = {
  // A magnifier: a saved search found something.
  wanted_listed: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM20 20l-4-4',
  // A tick.
  book_accepted: 'M5 12.5l4.5 4.5L19 7.5',
  // A cross in a circle.
  book_rejected: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM9 9l6 6M15 9l-6 6',
  // A price tag.
  bookmark_sold: 'M3 12V4h8l9 9-8 8-9-9zM7.5 7.5h.01',
  // An arrow going down.
  bookmark_price_drop: 'M12 4v15M6 13l6 6 6-6',
  // A clock.
  listing_expiring: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2',
  // An hourglass.
  listing_expired: 'M6 3h12M6 21h12M7 3c0 5 10 5 10 9s-10 4-10 9M17 3c0 5-10 5-10 9s10 4 10 9',
  // A calendar page.
  handovers: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4',
  // A circling arrow: free to reserve again.
  book_available_again: 'M4 12a8 8 0 1 0 2.4-5.7M4 4v4h4',
  // A bin.
  reserved_book_deleted: 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13',
};

export function KindIcon({ kind, size = 16 }: { kind: NotificationKind; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={paths[kind]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
