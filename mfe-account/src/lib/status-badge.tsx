import { Badge, type BadgeTone, type ListingStatus } from '@booknook/design-system';

const tone: Record<ListingStatus, BadgeTone> = {
  Accepted: 'success',
  Rejected: 'danger',
  Disabled: 'dark',
  Expired: 'accent',
  Unreviewed: 'neutral',
};

/** A book's listing status (docs/product.md §4) as a coloured label. */
export function StatusBadge({ status }: { status: ListingStatus }) {
  return (
    <Badge $tone={tone[status]} data-status={status}>
      {status}
    </Badge>
  );
}
