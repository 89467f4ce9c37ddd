import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/render';
import { Modal } from './modal';

function renderModal(onClose = jest.fn()) {
  renderWithTheme(
    <>
      <button>outside</button>
      <Modal title="Report this book" open onClose={onClose}>
        <input aria-label="Reason" />
        <button>Send</button>
      </Modal>
    </>,
  );
  return onClose;
}

describe('Modal', () => {
  it('is a labelled dialog that takes focus', () => {
    renderModal();
    expect(screen.getByRole('dialog', { name: 'Report this book' })).toBeInTheDocument();
    expect(screen.getByLabelText('Reason')).toHaveFocus();
  });

  it('keeps Tab inside the dialog', () => {
    renderModal();
    screen.getByRole('button', { name: 'Send' }).focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(screen.getByLabelText('Reason')).toHaveFocus();
  });

  it('closes on Escape', () => {
    const onClose = renderModal();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
