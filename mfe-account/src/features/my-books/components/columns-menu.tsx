import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Button } from '@booknook/design-system';
import { messages } from '../../../messages';
import { HIDEABLE_COLUMNS, type ColumnVisibility, type HideableColumn } from '../hooks/use-column-visibility';

const Anchor = styled.div`
  position: relative;
`;

const Panel = styled.fieldset`
  position: absolute;
  right: 0;
  top: calc(100% + 6px);
  z-index: 20;
  min-width: 210px;
  margin: 0;
  padding: 0.5rem 0.75rem 0.6rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  legend {
    /* The legend names the group for assistive tech; the button already says it visually. */
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
  }
  label {
    display: flex;
    align-items: center;
    gap: 0.6rem;
    padding: 0.4rem 0;
    cursor: pointer;
  }
  input {
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.colors.accent};
  }
  input:disabled + span {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

function ColumnsIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 4h5v16H3zM10 4h4v16h-4zM16 4h5v16h-5z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}

/** Show or hide columns; the actions column is listed but cannot be unticked. */
export function ColumnsMenu({ visibility, onToggle }: { visibility: ColumnVisibility; onToggle: (column: HideableColumn) => void }) {
  const [open, setOpen] = useState(false);
  const anchorRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!anchorRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <Anchor ref={anchorRef}>
      <Button
        type="button"
        $variant="outline"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpen((value) => !value);
        }}
      >
        <ColumnsIcon />
        {messages.myBooks.columnsButton}
      </Button>
      <Panel id={panelId} hidden={!open}>
        <legend>{messages.myBooks.columnsMenuLabel}</legend>
        {HIDEABLE_COLUMNS.map((column) => (
          <label key={column}>
            <input
              type="checkbox"
              checked={visibility[column]}
              onChange={() => {
                onToggle(column);
              }}
            />
            <span>{messages.myBooks.columns[column]}</span>
          </label>
        ))}
        <label>
          <input type="checkbox" checked disabled readOnly />
          <span>{messages.myBooks.columns.actions}</span>
        </label>
      </Panel>
    </Anchor>
  );
}
