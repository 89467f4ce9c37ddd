import { act, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@booknook/platform/testing/render';
import { messages } from '../../../messages';
import { SellerSummary } from './seller-summary';

const t = messages.member;

function renderSummary(record: unknown) {
  const fetcher = jest.fn(() => (record instanceof Error ? Promise.reject(record) : Promise.resolve(record)));
  renderWithProviders(<SellerSummary username="asha k" firstName="Asha" />, { fetcher });
  return fetcher;
}

describe('SellerSummary', () => {
  it("links to the seller's page with their hand-overs and thumbs up once their record answers", async () => {
    const fetcher = renderSummary({ handovers_completed: 14, ratings: { up: 13, down: 1 } });
    const link = screen.getByRole('link', { name: new RegExp(t.sellerPageLabel('Asha')) });
    expect(link).toHaveAttribute('href', '/members/asha%20k');
    // The light summary, never the whole member page with its books and ratings.
    expect(fetcher).toHaveBeenCalledWith('/members/asha%20k/summary/');
    expect(fetcher).not.toHaveBeenCalledWith('/members/asha%20k/');
    await waitFor(() => expect(link).toHaveTextContent(`${t.summary(14)} 13`));
    // The thumb is drawn (an emoji is a box without a colour font) and said in the link's name.
    expect(link.querySelector('svg[data-thumb="up"]')).not.toBeNull();
    expect(link).toHaveAccessibleName(`${t.summaryLabel(14, 13)}: ${t.sellerPageLabel('Asha')}`);
  });

  it('says New member for a seller with no hand-over and no rating yet', async () => {
    renderSummary({ handovers_completed: 0, ratings: { up: 0, down: 0 } });
    await waitFor(() => expect(screen.getByTestId('seller-summary')).toHaveTextContent(t.newMember));
  });

  it('still leads to their page when the record fails', async () => {
    renderSummary(Object.assign(new Error('Unavailable'), { status: 503 }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByTestId('seller-summary')).toHaveTextContent(t.sellerPage);
  });
});
