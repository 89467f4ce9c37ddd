import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { useFocusTrap, type FocusTrapOptions } from './use-focus-trap';

function Trap({ onEscape, initialFocus }: Partial<FocusTrapOptions>) {
  const [open, setOpen] = useState(false);
  const ref = useFocusTrap<HTMLDivElement>(open, { onEscape: onEscape ?? (() => setOpen(false)), initialFocus });
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      {open && (
        <div ref={ref} tabIndex={-1} data-testid="container">
          <button type="button">first</button>
          <button type="button" disabled>
            disabled
          </button>
          <button type="button">last</button>
        </div>
      )}
    </>
  );
}

function openTrap(props: Partial<FocusTrapOptions> = {}) {
  render(<Trap {...props} />);
  const opener = screen.getByRole('button', { name: 'open' });
  opener.focus();
  fireEvent.click(opener);
  return opener;
}

describe('useFocusTrap', () => {
  it('moves focus to the first focusable element', () => {
    openTrap();
    expect(screen.getByRole('button', { name: 'first' })).toHaveFocus();
  });

  it('can focus the container itself', () => {
    openTrap({ initialFocus: 'container' });
    expect(screen.getByTestId('container')).toHaveFocus();
  });

  it('wraps Tab and Shift+Tab around the enabled elements', () => {
    openTrap();
    screen.getByRole('button', { name: 'last' }).focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(screen.getByRole('button', { name: 'first' })).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(screen.getByRole('button', { name: 'last' })).toHaveFocus();
  });

  it('Shift+Tab from the container goes to the last element', () => {
    openTrap({ initialFocus: 'container' });
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(screen.getByRole('button', { name: 'last' })).toHaveFocus();
  });

  it('calls onEscape on Escape and gives focus back when it ends', () => {
    const opener = openTrap();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByTestId('container')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('uses the latest onEscape without moving focus when it changes', () => {
    const first = jest.fn();
    const second = jest.fn();
    const { rerender } = render(<Trap onEscape={first} />);
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    screen.getByRole('button', { name: 'last' }).focus();
    rerender(<Trap onEscape={second} />);
    expect(screen.getByRole('button', { name: 'last' })).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });
});
