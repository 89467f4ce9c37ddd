import { useEffect, useRef, useState, type RefObject } from 'react';
import { Banner, Button, notify, Spinner, unavailable } from '@booknook/design-system';
import { useSession } from '@booknook/platform';
import { PhotoEditor } from '@booknook/platform/photos';
import { messages } from '../../../messages';
import { LocationField, useSellerLocation } from '../../location';
import { useLoadedDraft } from '../hooks/use-sell-draft';
import { useBookLookup } from '../hooks/use-book-lookup';
import { fieldId, SELL_TOAST_ID, useSellForm } from '../hooks/use-sell-form';
import type { SellDraft } from '../sell-draft';
import { DescriptionField, EditionFields, IdentityFields } from './book-fields';
import { GuestPanel } from './guest-panel';
import { IsbnField } from './isbn-field';
import { NoLocationDialog } from './no-location-dialog';
import { PriceField } from './price-field';
import { Actions, Card, Fields, Wide } from './sell-book-form-layout';
import { SubmittedNotice } from './submitted-notice';

interface FormBodyProps {
  draft: SellDraft | null;
  owner: string | null;
  isGuest: boolean;
  askToSignIn: () => void;
  onSessionExpired: () => void;
  guestPanel: RefObject<HTMLElement | null>;
  loginAttempted: boolean;
}

function SellBookFormBody({ draft, owner, isGuest, askToSignIn, onSessionExpired, guestPanel, loginAttempted }: FormBodyProps) {
  const location = useSellerLocation();
  const sell = useSellForm({ draft, owner, isGuest, askToSignIn, onSessionExpired, location });
  const { form, uploads, phase } = sell;
  const lookup = useBookLookup(form);
  const busy = phase !== 'idle';
  return (
    <>
      {sell.submitted && <SubmittedNotice name={sell.submitted.name} detail={sell.submitted.detail} onListAnother={sell.listAnother} />}
      {isGuest && <GuestPanel ref={guestPanel} attempted={loginAttempted} />}
      {sell.failure && <Banner role="alert">{sell.failure}</Banner>}

      <Card
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void sell.submit();
        }}
        aria-label={messages.title}
      >
        <PhotoEditor
          uploads={uploads}
          id={fieldId('photos')}
          error={sell.photoError}
          // A guest cannot get an upload grant: ask them to sign in first rather than open the file dialog.
          mayChoose={() => {
            if (isGuest) askToSignIn();
            return !isGuest;
          }}
        />
        <Fields>
          <IsbnField form={form} lookup={lookup} uploads={uploads} isGuest={isGuest} />
          <IdentityFields form={form} />
          <EditionFields form={form} />
          <PriceField form={form} />
          <DescriptionField form={form} />
          {/* A guest is asked to sign in first, and never shown a location error. */}
          {!isGuest && (
            <Wide>
              <LocationField status={location.status} onAsk={location.ask} />
            </Wide>
          )}
          <Wide>
            <Actions>
              <Button type="submit" {...unavailable(busy)}>
                {phase === 'waiting'
                  ? messages.fields.waitingForUpload
                  : phase === 'submitting'
                    ? messages.fields.submitting
                    : messages.fields.submit}
              </Button>
            </Actions>
          </Wide>
        </Fields>
      </Card>

      <NoLocationDialog
        open={sell.noLocation.open}
        onCancel={sell.noLocation.cancel}
        onUseLocation={sell.noLocation.useLocation}
        onContinue={sell.noLocation.continueWithout}
      />
    </>
  );
}

/**
 * The Sell Your Book form (docs/product.md §2, §4, §5; issue 27): up to 8 photos shrunk and uploaded as they are
 * chosen, the book's fields, a price or "Give it away free", the location on request, and a draft kept in the browser.
 * Mounted once the session and the saved draft are known, so that the draft is the form's starting point.
 */
export function SellBookForm() {
  const { session } = useSession();
  // The session ended while the form was open (the API answered 401): treated as a guest, the draft kept.
  const [sessionExpired, setSessionExpired] = useState(false);
  const [loginAttempted, setLoginAttempted] = useState(false);
  const guestPanel = useRef<HTMLElement>(null);
  const owner = session.status === 'authenticated' ? session.user.username : session.status === 'guest' ? null : undefined;
  const draft = useLoadedDraft(owner);

  useEffect(() => {
    if (session.status === 'authenticated') {
      setSessionExpired(false);
      setLoginAttempted(false);
    }
  }, [session.status]);

  /** docs/product.md §6: a guest's submit says 'Please log in…', as a toast and in the panel, which takes focus and comes into view. */
  const askToSignIn = () => {
    setLoginAttempted(true);
    notify.error(messages.auth.loginRequired, { id: SELL_TOAST_ID });
    // Focus scrolls the panel into view, below the sticky header (the shell's scroll-padding-top).
    guestPanel.current?.focus();
  };

  if (owner === undefined || draft === undefined) return <Spinner />;
  return (
    <SellBookFormBody
      key={owner ?? 'guest'}
      draft={draft}
      owner={owner}
      isGuest={owner === null || sessionExpired}
      askToSignIn={askToSignIn}
      onSessionExpired={() => {
        setSessionExpired(true);
      }}
      guestPanel={guestPanel}
      loginAttempted={loginAttempted}
    />
  );
}
