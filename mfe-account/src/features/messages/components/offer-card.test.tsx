import { fireEvent, screen, waitFor } from '@testing-library/react';
import { formatPrice } from '@booknook/design-system';
import { http } from '@booknook/platform';
import { renderWithProviders, testUser } from '@booknook/platform/testing/render';
import { messages } from '../../../messages';
import type { Offer } from '../api/deal';
import { answered, dealConversation, offer } from './deal-testing';
import { OfferCard } from './offer-card';

const t = messages.deal;
const post = jest.spyOn(http, 'post');
const onChange = jest.fn();

beforeEach(() => {
  post.mockReset();
  post.mockResolvedValue(answered(dealConversation));
  onChange.mockReset();
});

function renderCard(shown: Offer, canAnswer = true) {
  renderWithProviders(<OfferCard offer={shown} name="Bina" canAnswer={canAnswer} onChange={onChange} />, {
    session: { status: 'authenticated', user: testUser },
  });
}

const tap = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

it('shows the price, who offered it and how it stands', () => {
  renderCard(offer({ from_me: true, state: 'declined' }));
  expect(screen.getByTestId('offer-card')).toHaveTextContent(t.offerBy(true, 'Bina'));
  expect(screen.getByTestId('offer-card')).toHaveTextContent(formatPrice(300));
  expect(screen.getByTestId('offer-card')).toHaveTextContent(t.offerState.declined);
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

it('says a free ask is one', () => {
  renderCard(offer({ price: 0 }));
  expect(screen.getByTestId('offer-card')).toHaveTextContent(t.free);
});

it('is not answered by its maker', () => {
  renderCard(offer({ from_me: true }));
  expect(screen.queryByRole('button', { name: t.accept })).not.toBeInTheDocument();
});

it('is accepted by the other side', async () => {
  renderCard(offer());
  tap(t.accept);
  await waitFor(() => expect(post).toHaveBeenCalledWith('/offers/5/accept/', undefined));
  expect(onChange).toHaveBeenCalledWith(dealConversation);
});

it('is declined by the other side', async () => {
  renderCard(offer());
  tap(t.decline);
  await waitFor(() => expect(post).toHaveBeenCalledWith('/offers/5/decline/', undefined));
});

it('is countered with a price', async () => {
  renderCard(offer());
  tap(t.counter);
  fireEvent.change(screen.getByLabelText(t.counterPrice), { target: { value: '400' } });
  tap(t.sendCounter);
  await waitFor(() => expect(post).toHaveBeenCalledWith('/offers/5/counter/', { price: 400 }));
});

it('says why an answer was refused', async () => {
  post.mockRejectedValue({ status: 409, data: { detail: 'The book is reserved for another buyer.' } });
  renderCard(offer());
  tap(t.accept);
  expect(await screen.findByRole('alert')).toHaveTextContent('The book is reserved for another buyer.');
});

it('offers no answers once answered', () => {
  renderCard(offer({ state: 'accepted' }));
  expect(screen.queryByRole('button', { name: t.accept })).not.toBeInTheDocument();
  expect(screen.getByTestId('offer-card')).toHaveTextContent(t.offerState.accepted);
});
