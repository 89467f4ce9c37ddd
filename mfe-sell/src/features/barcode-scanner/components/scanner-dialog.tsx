import { useRef, useState } from 'react';
import styled from 'styled-components';
import { Button, FieldError, Modal } from '@booknook/design-system';
import { messages } from '../../../messages';
import { useIsbnScanner, type ScannerStatus } from '../hooks/use-isbn-scanner';

const Preview = styled.div`
  position: relative;
  overflow: hidden;
  aspect-ratio: 4 / 3;
  border-radius: ${({ theme }) => theme.radius.md};
  background: #111;
  video {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  /* Where to hold the barcode: a wide frame across the middle. */
  &::after {
    content: '';
    position: absolute;
    inset: 30% 10%;
    border: 3px solid rgba(255, 255, 255, 0.9);
    border-radius: 8px;
    box-shadow: 0 0 0 999px rgba(0, 0, 0, 0.25);
  }
`;

const Status = styled.p`
  margin: 0.75rem 0 0;
  min-height: 2.6em;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.5rem;
  margin-top: 1rem;
`;

const s = messages.scanner;

function statusText(status: ScannerStatus): string {
  if (status.phase === 'starting') return s.starting;
  if (status.phase === 'scanning') return status.sawOtherBarcode ? s.notAnIsbn : s.scanning;
  return s[status.problem];
}

interface ScannerDialogProps {
  onClose: () => void;
  /** A book's barcode was read: its ISBN-13. */
  onIsbn: (isbn13: string) => void;
}

/** The camera's live preview in a dialog, read until a book's barcode is seen (issue 40). Mounted while open. */
export function ScannerDialog({ onClose, onIsbn }: ScannerDialogProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [attempt, setAttempt] = useState(0);
  const status = useIsbnScanner(video, onIsbn, attempt);
  const stopped = status.phase === 'stopped';
  return (
    <Modal title={s.title} open onClose={onClose}>
      <p>{s.help}</p>
      {/* Kept in the page when stopped, so that "Try again" has it to play into. */}
      <Preview hidden={stopped}>
        <video ref={video} muted playsInline aria-label={s.preview} />
      </Preview>
      {stopped ? (
        <FieldError role="alert" data-testid="scanner-status">
          {statusText(status)}
        </FieldError>
      ) : (
        <Status role="status" data-testid="scanner-status">
          {statusText(status)}
        </Status>
      )}
      <Actions>
        {stopped && (
          <Button type="button" $variant="outline" onClick={() => setAttempt((n) => n + 1)}>
            {s.retry}
          </Button>
        )}
        <Button type="button" $variant="ghost" onClick={onClose}>
          {s.close}
        </Button>
      </Actions>
    </Modal>
  );
}
