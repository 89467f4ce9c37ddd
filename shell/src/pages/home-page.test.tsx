import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders } from '@booknook/platform/testing/render';
import { messages } from '../messages';
import { HomePage } from './home-page';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

function renderHome() {
  renderWithProviders(
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
  );
}

describe('HomePage search', () => {
  it('sends non-blank text to /books?name=<encoded>', () => {
    renderHome();
    fireEvent.change(screen.getByPlaceholderText(messages.home.searchPlaceholder), { target: { value: '  Harry & Co ' } });
    fireEvent.click(screen.getByRole('button', { name: messages.home.search }));
    expect(screen.getByTestId('where')).toHaveTextContent('/books?name=Harry%20%26%20Co');
  });

  it('ignores blank text', () => {
    renderHome();
    fireEvent.change(screen.getByPlaceholderText(messages.home.searchPlaceholder), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: messages.home.search }));
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });
});
