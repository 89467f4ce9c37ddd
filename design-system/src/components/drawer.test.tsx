import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/render';
import { Drawer } from './drawer';

function renderDrawer(open = true, onClose = jest.fn()) {
  renderWithTheme(
    <>
      <button>outside</button>
      <Drawer title="Filters" open={open} onClose={onClose} closeLabel="Close filters">
        <input aria-label="Name" />
        <button>Apply</button>
      </Drawer>
    </>,
  );
  return onClose;
}

describe('Drawer', () => {
  it('renders nothing while closed', () => {
    renderDrawer(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is a labelled modal dialog that takes focus and stops the page scrolling', () => {
    renderDrawer();
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('keeps Tab inside and closes on Escape or the close button', () => {
    const onClose = renderDrawer();
    screen.getByRole('button', { name: 'Apply' }).focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(screen.getByRole('button', { name: 'Close filters' })).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Close filters' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
