import { useId, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { useFocusTrap } from '../hooks/use-focus-trap';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 100;
  display: grid;
  place-items: center;
  padding: 1rem;
  background: rgba(18, 24, 31, 0.55);
`;

const Dialog = styled.div`
  width: 100%;
  max-width: 520px;
  max-height: calc(100vh - 2rem);
  overflow: auto;
  padding: 1.5rem;
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  h2 {
    margin: 0 0 1rem;
    font-size: 1.25rem;
  }
`;

export interface ModalProps {
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** An accessible dialog: labelled by its title, focus moved in and kept inside, Escape and the backdrop close it, focus returns after. */
export function Modal({ title, open, onClose, children }: ModalProps) {
  const titleId = useId();
  const dialogRef = useFocusTrap<HTMLDivElement>(open, { onEscape: onClose });

  if (!open) return null;
  return createPortal(
    <Backdrop
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <Dialog ref={dialogRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <h2 id={titleId}>{title}</h2>
        {children}
      </Dialog>
    </Backdrop>,
    document.body,
  );
}
