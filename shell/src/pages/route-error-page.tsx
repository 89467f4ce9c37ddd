import { useRouteError } from 'react-router-dom';
import { Button, ErrorState, Page } from '@booknook/shared-ui';

/** Last line of defence: an error in the shell's own screens shows a message with a way out, never a blank page. */
export function RouteErrorPage() {
  const error = useRouteError();
  console.error('Unhandled error in a route', error);
  return (
    <Page>
      <ErrorState action={<Button onClick={() => window.location.assign('/')}>Home</Button>} />
    </Page>
  );
}
