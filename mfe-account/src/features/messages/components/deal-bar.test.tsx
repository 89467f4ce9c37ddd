import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { http } from '@booknook/platform';
import { renderWithProviders, testUser } from '@booknook/platform/testing/render';
import { messages } from '../../../messages';
import type { Conversation } from '../api/conversations';
import { dayAndTime } from '../../../lib/dates';
import { DealBar } from './deal-bar';
import { answered, dealConversation, handover } from './deal-testing';

const t = messages.deal;
const post = jest.spyOn(http, 'post');
const onChange = jest.fn();

beforeEach(() => {
  post.mockReset();
  onChange.mockReset();
});

function renderBar(changes: Partial<Conversation> = {}) {
  const conversation = { ...dealConversation, ...changes };
  renderWithProviders(<DealBar conversation={conversation} name="Bina Shah" firstName="Bina" onChange={onChange} />, {
    session: { status: 'authenticated', user: testUser },
  });
  return conversation;
}

const tap = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
/** Opens the folded bar (an agreed hand-over folds it to one line). */
const unfold = () => fireEvent.click(screen.getByTestId('deal-fold'));

describe('the buyer', () => {
  it('offers a price in rupees', async () => {
    post.mockResolvedValue(answered(dealConversation));
    renderBar();
    tap(t.makeOffer);
    expect(screen.getByLabelText(t.price)).toHaveFocus();
    fireEvent.change(screen.getByLabelText(t.price), { target: { value: '250.50' } });
    tap(t.sendOffer);
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(post).toHaveBeenCalledWith('/conversations/7/offers/', { price: 250.5 });
    expect(screen.queryByLabelText(t.price)).not.toBeInTheDocument();
  });

  it('says why a price is refused and keeps it', async () => {
    post.mockRejectedValue({ status: 409, data: { detail: 'An offer is open already.' } });
    renderBar();
    tap(t.makeOffer);
    fireEvent.change(screen.getByLabelText(t.price), { target: { value: '250' } });
    tap(t.sendOffer);
    expect(await screen.findByRole('alert')).toHaveTextContent('An offer is open already.');
    expect(screen.getByLabelText(t.price)).toHaveValue('250');
  });

  it('checks the price before sending it', () => {
    renderBar();
    tap(t.makeOffer);
    fireEvent.change(screen.getByLabelText(t.price), { target: { value: '12.345' } });
    tap(t.sendOffer);
    expect(screen.getByRole('alert')).toHaveTextContent(t.priceInvalid('99999.99'));
    expect(post).not.toHaveBeenCalled();
  });

  it('asks for the book free', async () => {
    post.mockResolvedValue(answered(dealConversation));
    renderBar();
    tap(t.askFree);
    await waitFor(() => expect(post).toHaveBeenCalledWith('/conversations/7/offers/', { price: 0 }));
  });

  it('cannot offer again while an offer is open, and sees a book reserved for them', () => {
    renderBar({ reserved_here: true, book: { ...dealConversation.book, status: 'reserved' }, offer: { ...offerOpen } });
    expect(screen.queryByRole('button', { name: t.makeOffer })).not.toBeInTheDocument();
    expect(screen.getByTestId('reserved-line')).toHaveTextContent(t.reservedForYou);
  });
});

const offerOpen = {
  id: 5,
  price: 300,
  state: 'open',
  from_seller: false,
  from_me: true,
  created_at: '2026-11-01T11:00:00Z',
  answered_at: null,
} as const;

describe('the seller', () => {
  it('reserves the book for the buyer, then releases it', async () => {
    post.mockResolvedValue(answered(dealConversation));
    renderBar({ role: 'seller' });
    expect(screen.queryByRole('button', { name: t.makeOffer })).not.toBeInTheDocument();
    tap(t.reserveFor('Bina'));
    await waitFor(() => expect(post).toHaveBeenCalledWith('/conversations/7/reserve/', undefined));
  });

  it('sees whom the book is reserved for and releases it', async () => {
    post.mockRejectedValue({ status: 409, data: { detail: 'The book is not reserved here.' } });
    renderBar({ role: 'seller', reserved_here: true, book: { ...dealConversation.book, status: 'reserved' } });
    expect(screen.getByTestId('reserved-line')).toHaveTextContent(t.reservedFor('Bina'));
    tap(t.release);
    await waitFor(() => expect(post).toHaveBeenCalledWith('/conversations/7/release/', undefined));
    expect(await screen.findByRole('alert')).toHaveTextContent('The book is not reserved here.');
  });
});

describe('the hand-over', () => {
  it('is proposed with a time and a place', async () => {
    post.mockResolvedValue(answered(dealConversation));
    renderBar();
    tap(t.propose);
    fireEvent.change(screen.getByLabelText(t.when), { target: { value: '2026-12-02T16:00' } });
    fireEvent.change(screen.getByLabelText(t.where), { target: { value: '  Library entrance ' } });
    tap(t.sendProposal);
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(post).toHaveBeenCalledWith('/conversations/7/handovers/', {
      at: new Date('2026-12-02T16:00').toISOString(),
      place: 'Library entrance',
    });
  });

  it('needs a place', () => {
    renderBar();
    tap(t.propose);
    fireEvent.change(screen.getByLabelText(t.when), { target: { value: '2026-12-02T16:00' } });
    tap(t.sendProposal);
    expect(screen.getByRole('alert')).toHaveTextContent(t.whereRequired);
    expect(post).not.toHaveBeenCalled();
  });

  it('proposed by the other side is accepted', async () => {
    post.mockResolvedValue(answered(dealConversation));
    renderBar({ handover: handover() });
    expect(screen.getByTestId('handover')).toHaveTextContent('Library entrance');
    tap(t.accept);
    await waitFor(() => expect(post).toHaveBeenCalledWith('/handovers/3/accept/', undefined));
  });

  it('proposed by me waits for the other side', () => {
    renderBar({ handover: handover({ proposed_by_me: true }) });
    expect(screen.queryByRole('button', { name: t.accept })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.proposeAnother })).toBeInTheDocument();
  });

  it('once accepted, goes to the calendar and asks how it went', async () => {
    post.mockResolvedValue(answered(dealConversation));
    renderBar({ handover: handover({ state: 'accepted' }) });
    unfold();
    expect(screen.getByRole('link', { name: t.addToCalendar })).toHaveAttribute('href', '/api/v1/handovers/3/calendar.ics');
    expect(screen.getByText(t.howDidItGo)).toBeInTheDocument();
    tap(t.outcome.no_show);
    await waitFor(() => expect(post).toHaveBeenCalledWith('/handovers/3/outcome/', { outcome: 'no_show' }));
  });

  it('after an outcome, takes a thumbs down only with a reason', async () => {
    post.mockResolvedValue(answered(dealConversation));
    renderBar({ handover: handover({ state: 'accepted', my_outcome: 'completed' }) });
    unfold();
    expect(screen.getByText(t.waitingForOther('Bina Shah'), { exact: false })).toBeInTheDocument();
    tap(t.thumbsDown);
    tap(t.sendRating);
    expect(screen.getByRole('alert')).toHaveTextContent(t.reasonRequired);
    fireEvent.change(screen.getByLabelText(t.reason), { target: { value: 'late' } });
    fireEvent.change(screen.getByLabelText(t.ratingText), { target: { value: 'Half an hour late.' } });
    tap(t.sendRating);
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/handovers/3/rating/', { score: 'down', reason: 'late', text: 'Half an hour late.' }),
    );
  });

  it('takes a thumbs up without more', async () => {
    post.mockResolvedValue(answered(dealConversation));
    renderBar({ handover: handover({ state: 'done', my_outcome: 'completed', other_outcome: 'completed' }) });
    unfold();
    tap(t.thumbsUp);
    tap(t.sendRating);
    await waitFor(() => expect(post).toHaveBeenCalledWith('/handovers/3/rating/', { score: 'up' }));
  });

  it('says the rating was sent', () => {
    renderBar({ handover: handover({ state: 'done', my_outcome: 'completed', other_outcome: 'completed', rated_by_me: true }) });
    unfold();
    expect(screen.getByRole('status')).toHaveTextContent(t.rated);
    expect(screen.queryByRole('button', { name: t.thumbsUp })).not.toBeInTheDocument();
  });
});

describe('once a hand-over is agreed', () => {
  const agreed = handover({ state: 'accepted', at: '2026-12-05T09:15:00Z', place: 'Patan Durbar Square' });
  const reserved = { reserved_here: true, book: { ...dealConversation.book, status: 'reserved' as const } };

  it('folds to one line (state, time, place) that opens and closes as a disclosure', () => {
    renderBar({ ...reserved, handover: agreed });
    const fold = screen.getByTestId('deal-fold');
    expect(fold.tagName).toBe('BUTTON');
    expect(fold).toHaveAttribute('aria-expanded', 'false');
    expect(fold).toHaveTextContent(`${t.fold.reserved} · ${t.fold.handover(dayAndTime(new Date(agreed.at)), 'Patan Durbar Square')}`);
    const body = document.getElementById(fold.getAttribute('aria-controls')!)!;
    expect(body).not.toBeVisible();
    expect(screen.queryByRole('link', { name: t.addToCalendar })).not.toBeInTheDocument();
    fireEvent.click(fold);
    expect(fold).toHaveAttribute('aria-expanded', 'true');
    expect(body).toBeVisible();
    expect(screen.getByRole('link', { name: t.addToCalendar })).toBeInTheDocument();
    fireEvent.click(fold);
    expect(fold).toHaveAttribute('aria-expanded', 'false');
  });

  it('says in the folded line what waits for this member, and keeps a half-written rating when folded', () => {
    renderBar({ handover: { ...agreed, at: '2026-11-01T09:00:00Z' } });
    expect(screen.getByTestId('deal-fold')).toHaveTextContent(t.howDidItGo);
    cleanup();
    renderBar({ handover: { ...agreed, my_outcome: 'completed' } });
    const fold = screen.getByTestId('deal-fold');
    expect(fold).toHaveTextContent(t.rate('Bina Shah'));
    fireEvent.click(fold);
    tap(t.thumbsUp);
    fireEvent.change(screen.getByLabelText(t.ratingText), { target: { value: 'On time, lovely copy.' } });
    fireEvent.click(fold);
    fireEvent.click(fold);
    expect(screen.getByLabelText(t.ratingText)).toHaveValue('On time, lovely copy.');
  });

  it('folds when the agreement arrives without rebuilding the bar, and the focus that was in it goes to the folded line', () => {
    const proposed = { ...dealConversation, ...reserved, handover: handover() };
    const session = { session: { status: 'authenticated', user: testUser } } as const;
    const { rerender } = renderWithProviders(
      <DealBar conversation={proposed} name="Bina Shah" firstName="Bina" onChange={onChange} />,
      session,
    );
    const accept = screen.getByRole('button', { name: t.accept });
    const body = accept.closest('[id]')!;
    accept.focus();
    rerender(<DealBar conversation={{ ...proposed, handover: agreed }} name="Bina Shah" firstName="Bina" onChange={onChange} />);
    const fold = screen.getByTestId('deal-fold');
    expect(fold).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(fold.getAttribute('aria-controls')!)).toBe(body);
    expect(fold).toHaveFocus();
  });

  it('does not fold before a hand-over is agreed', () => {
    renderBar({ handover: handover() });
    expect(screen.queryByTestId('deal-fold')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: t.accept })).toBeVisible();
  });
});

it('offers no new price once one is accepted', () => {
  renderBar({ offer: { ...offerOpen, state: 'accepted' }, reserved_here: true, book: { ...dealConversation.book, status: 'reserved' } });
  expect(screen.queryByRole('button', { name: t.makeOffer })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: t.askFree })).not.toBeInTheDocument();
});
