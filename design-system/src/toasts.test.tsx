import { render, screen, waitFor } from '@testing-library/react';
import { notify, ToastHost } from './toasts';

describe('notify and ToastHost', () => {
  it('renders nothing until a toast is raised, then shows it (raised before the toasts had loaded)', async () => {
    const { container } = render(<ToastHost />);
    expect(container).toBeEmptyDOMElement();

    notify.success('Book saved.');
    expect(await screen.findByText('Book saved.')).toBeInTheDocument();

    notify.error('Could not save.');
    expect(await screen.findByText('Could not save.')).toBeInTheDocument();
  });

  it('shows a toast with an id once while it is on screen', async () => {
    render(<ToastHost />);
    notify.error('The check failed.', { id: 'check' });
    notify.error('The check failed.', { id: 'check' });
    await screen.findByText('The check failed.');
    expect(screen.getAllByText('The check failed.')).toHaveLength(1);
  });

  // Issue 27: "File uploaded successfully." stayed stacked over "not a valid PNG or JPG" instead of giving way to it.
  it('replaces the toast with the same id by the newer message, of either kind', async () => {
    render(<ToastHost />);
    notify.error('Not a photo.', { id: 'sell' });
    await screen.findByText('Not a photo.');
    notify.success('Book listed.', { id: 'sell' });
    expect(await screen.findByText('Book listed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Not a photo.')).not.toBeInTheDocument());
    expect(document.querySelectorAll('.Toastify__toast')).toHaveLength(1);
    expect(document.querySelector('.Toastify__toast')).toHaveClass('Toastify__toast--success');
  });

  it('dismisses every toast on request', async () => {
    render(<ToastHost />);
    notify.error('Wrong password.');
    const toast = (await screen.findByText('Wrong password.')).closest('.Toastify__toast');
    notify.dismiss();
    // It leaves with an exit animation, which jsdom never finishes: react-toastify marks it as going.
    await waitFor(() => expect(toast).toHaveAttribute('data-in', 'false'));
  });
});
