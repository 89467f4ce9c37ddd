import { lazy, Suspense, type ComponentProps } from 'react';

// EmailConfirmationNotice is shown only to members who have not confirmed their address: loaded on
// demand, with its own Suspense so that the page around it never waits for it.
const Notice = lazy(() =>
  import('./email-confirmation-notice').then(({ EmailConfirmationNotice }) => ({ default: EmailConfirmationNotice })),
);

export function EmailConfirmationNotice(props: ComponentProps<typeof Notice>) {
  return (
    <Suspense fallback={null}>
      <Notice {...props} />
    </Suspense>
  );
}
