import type { ReactNode } from 'react';
import { Button, ErrorState, Skeleton } from '@booknook/design-system';
import { profileMessages } from '../profile-messages';

interface LoadedProps<T> {
  data: T | undefined;
  error: unknown;
  retry: () => void;
  /** What the section says when its data could not be loaded. */
  failed: string;
  /** The skeleton's height while loading, about the content's, so the page does not jump. */
  skeletonHeight: string;
  children: (data: T) => ReactNode;
}

/** A profile section's body: its error with Retry, a skeleton while it loads, then the content. */
export function Loaded<T>({ data, error, retry, failed, skeletonHeight, children }: LoadedProps<T>) {
  if (error !== undefined && !data) {
    return (
      <ErrorState
        body={failed}
        action={
          <Button type="button" onClick={retry}>
            {profileMessages.retry}
          </Button>
        }
      />
    );
  }
  if (!data) return <Skeleton $height={skeletonHeight} />;
  return <>{children(data)}</>;
}
