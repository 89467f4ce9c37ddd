import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSession } from '@booknook/platform';

// Loaded only after a sign-in: the offer's code and text are no part of any page's first load.
const PasskeyOffer = lazy(() => import('./passkey-offer'));

/**
 * The username of a member who signed in on this page, else null. A session that was already open when the page loaded
 * is not a sign-in: the passkey offer follows signing in, not every visit. Kept this small because every page's first
 * load carries it.
 */
export function useSignedInHere(): string | null {
  const { session } = useSession();
  const wasGuest = useRef(false);
  const [member, setMember] = useState<string | null>(null);
  useEffect(() => {
    if (session.status === 'guest') wasGuest.current = true;
    else if (session.status === 'authenticated' && wasGuest.current) setMember(session.user.username);
  }, [session]);
  return session.status === 'authenticated' && session.user.username === member ? member : null;
}

/**
 * The one-time passkey offer (issue 36.2), beside the routes: signing in happens on screens outside the main layout
 * (sign-in, a mailed link), and the offer comes on the page the member goes on to.
 */
export function PasskeyOfferAfterSignIn() {
  const member = useSignedInHere();
  return (
    member !== null && (
      <Suspense fallback={null}>
        <PasskeyOffer member={member} />
      </Suspense>
    )
  );
}
