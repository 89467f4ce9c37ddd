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

  it('dismisses every toast on request', async () => {
    render(<ToastHost />);
    notify.error('Wrong password.');
    const toast = (await screen.findByText('Wrong password.')).closest('.Toastify__toast');
    notify.dismiss();
    // It leaves with an exit animation, which jsdom never finishes: react-toastify marks it as going.
    await waitFor(() => expect(toast).toHaveAttribute('data-in', 'false'));
  });
});
