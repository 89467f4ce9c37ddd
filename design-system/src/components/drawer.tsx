import { useEffect, useId, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { useFocusTrap } from '../hooks/use-focus-trap';

const fadeIn = keyframes`from { opacity: 0; }`;
const slideInLeft = keyframes`from { transform: translateX(-100%); }`;
const slideInRight = keyframes`from { transform: translateX(100%); }`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 100;
  background: rgba(18, 24, 31, 0.55);
  animation: ${fadeIn} 0.2s ease-out;
`;

const Panel = styled.div<{ $side: 'left' | 'right' }>`
  position: fixed;
  top: 0;
  bottom: 0;
  ${({ $side }) => $side}: 0;
  z-index: 101;
  display: flex;
  flex-direction: column;
  width: min(360px, 88vw);
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  animation: ${({ $side }) => ($side === 'left' ? slideInLeft : slideInRight)} 0.25s ease-out;
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding: 1rem 1.25rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: 0;
    font-size: 1.15rem;
  }
`;

const Close = styled.button`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border: none;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: 1.5rem;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.background};
  }
`;

const Content = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: 1.25rem;
`;

const Footer = styled.div`
  padding: 0.85rem 1.25rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

export interface DrawerProps {
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
  /** Edge it slides in from (default left). */
  side?: 'left' | 'right';
  /** Accessible name of the close button. */
  closeLabel?: string;
  /** Kept in view below the scrolling content (e.g. "Show results"). */
  footer?: ReactNode;
}

/**
 * A panel that slides in from the side on small screens (filters, menus): a labelled modal dialog,
 * focus moved in and kept inside, Escape and the backdrop close it, the page behind does not scroll, focus returns after.
 */
export function Drawer({ title, open, onClose, children, side = 'left', closeLabel = 'Close', footer }: DrawerProps) {
  const titleId = useId();
  const panelRef = useFocusTrap<HTMLDivElement>(open, { onEscape: onClose, initialFocus: 'container' });

  useEffect(() => {
    if (!open) return;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <>
      <Backdrop onClick={onClose} aria-hidden="true" />
      <Panel ref={panelRef} $side={side} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <Head>
          <h2 id={titleId}>{title}</h2>
          <Close type="button" aria-label={closeLabel} onClick={onClose}>
            <span aria-hidden="true">×</span>
          </Close>
        </Head>
        <Content>{children}</Content>
        {footer && <Footer>{footer}</Footer>}
      </Panel>
    </>,
    document.body,
  );
}
