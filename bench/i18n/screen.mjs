// The Browse screen both apps render (plain createElement, so Node imports it for server rendering and rspack bundles
// it unchanged): 24 result cards, the filters, sort, pagination, the header's badges. Only `t` differs per library.
import { createElement as h } from 'react';

const titles = ['Physics Class 11', 'Muna Madan', 'Palpasa Café', 'Seto Dharti', 'Karnali Blues', 'Accountancy XII'];
const authors = ['Laxmi Prasad Devkota', 'Narayan Wagle', 'Amar Neupane', 'Buddhisagar', 'Asmita Publication'];
/** Deterministic data: the same 24 books on every render. */
export const books = Array.from({ length: 24 }, (_, i) => ({
  id: i + 1,
  name: `${titles[i % titles.length]} (${i + 1})`,
  author: authors[i % authors.length],
  price: i % 7 === 0 ? 0 : 150 + i * 85,
  km: (i % 9) + 0.5,
  grade: (i % 12) + 1,
  photos: (i % 4) + 1,
  seller: { first: 'Sita', last: i % 2 ? 'Shrestha' : 'Gurung', handovers: i % 5, hours: (i % 3) + 1 },
  reserved: i % 6 === 3,
}));

const option = (value, label) => h('option', { key: value, value }, label);

function Filters({ t }) {
  const types = ['any', 'school', 'college', 'bachelor'];
  const sorts = ['best', 'priceUp', 'priceDown', 'distance', 'newest'];
  return h(
    'form',
    { 'aria-label': t('browse.filters') },
    h('h2', null, t('browse.filters')),
    h('button', { type: 'button' }, t('browse.closeFilters')),
    h('label', null, t('browse.name'), h('input', { placeholder: t('browse.namePlaceholder') })),
    h('label', null, t('browse.condition'), h('select', null, option('any', t('browse.bookTypes.any')))),
    h('label', null, t('browse.category'), h('select', null, option('any', t('browse.bookTypes.any')))),
    h('label', null, t('browse.publication'), h('input', { placeholder: t('browse.publicationPlaceholder') })),
    h('label', null, t('browse.edition'), h('input', { placeholder: t('browse.editionPlaceholder') })),
    h(
      'label',
      null,
      t('browse.bookType'),
      h(
        'select',
        null,
        types.map((type) => option(type, t(`browse.bookTypes.${type}`))),
      ),
    ),
    h(
      'label',
      null,
      t('browse.grade'),
      h('select', null, [
        option('', t('browse.anyGrade')),
        ...Array.from({ length: 12 }, (_, g) => option(g + 1, t('browse.gradeOption', { grade: g + 1 }))),
      ]),
    ),
    h(
      'label',
      null,
      t('browse.sortBy'),
      h(
        'select',
        null,
        sorts.map((sort) => option(sort, t(`browse.sort.${sort}`))),
      ),
    ),
    h(
      'label',
      null,
      t('browse.radius'),
      h('select', null, [option('', t('browse.anywhere')), ...[1, 2, 5, 10, 25].map((km) => option(km, t('browse.radiusOption', { km })))]),
    ),
    h(
      'fieldset',
      null,
      h('legend', null, t('browse.price')),
      h('label', null, t('browse.priceMin'), h('input')),
      h('label', null, t('browse.priceMax'), h('input')),
    ),
    h('label', null, h('input', { type: 'checkbox' }), t('browse.freeOnly')),
    h('label', null, h('input', { type: 'checkbox' }), t('browse.hideReserved')),
    h('button', { type: 'button' }, t('browse.useLocation')),
    h('button', { type: 'button' }, t('browse.clearFilter')),
    h('button', { type: 'submit' }, t('browse.showResults')),
  );
}

function Card({ t, book }) {
  const { seller } = book;
  return h(
    'li',
    null,
    h('img', { alt: t('book.coverOf', { name: book.name }), width: 120, height: 160 }),
    h('h3', null, book.name),
    h('p', null, t('book.author', { name: book.author })),
    h('p', null, book.price === 0 ? t('book.free') : t('book.price', { price: book.price })),
    h('p', null, t('book.distance', { km: book.km }), ' · ', t('book.grade', { grade: book.grade })),
    book.reserved ? h('span', null, t('book.reserved')) : null,
    h('p', null, t('book.photos', { count: book.photos })),
    h('p', null, t('book.listedBy', { first: seller.first, last: seller.last })),
    h('p', null, seller.handovers === 0 ? t('member.newMember') : t('member.summary', { count: seller.handovers })),
    h('p', null, t('member.repliesWithin', { count: seller.hours })),
    h('a', { href: `/members/${book.id}` }, t('member.sellerPage')),
    h('button', { type: 'button' }, t('book.bookmark')),
  );
}

export function Screen({ t }) {
  return h(
    'div',
    null,
    h('a', { href: '#main' }, t('nav.skipToContent')),
    h(
      'nav',
      null,
      ['browse', 'sell', 'me'].map((item) => h('a', { key: item, href: `/${item}` }, t(`nav.${item}`))),
      h('a', { href: '/messages' }, t('nav.messages'), h('span', null, t('nav.messagesUnread', { count: 3 }))),
      h('a', { href: '/notifications', 'aria-label': t('nav.notificationsUnread', { count: 1 }) }, '🔔'),
    ),
    h(
      'main',
      { id: 'main' },
      h('h1', null, t('browse.title')),
      h('p', null, t('browse.subtitle')),
      h('input', { 'aria-label': t('browse.searchBooks'), placeholder: t('browse.searchBooksPlaceholder') }),
      h('button', { type: 'button' }, t('browse.sort')),
      h('p', null, t('browse.resultCount', { count: 1234 }), ' · ', t('browse.resultCountCapped', { cap: 10000 })),
      h(
        'p',
        null,
        t('browse.nearestFromSaved', { name: 'Patan' }),
        ' ',
        t('browse.nearestFirst'),
        ' ',
        t('browse.locating'),
        ' ',
        t('browse.notSorted'),
      ),
      h(Filters, { t }),
      h(
        'ul',
        null,
        books.map((book) => h(Card, { key: book.id, t, book })),
      ),
      h('button', { type: 'button' }, t('browse.showMore')),
      h(
        'p',
        { hidden: true },
        t('browse.loadingMore'),
        t('browse.endOfResults'),
        t('browse.empty'),
        t('browse.emptyBody'),
        t('browse.retry'),
      ),
      h(
        'nav',
        { 'aria-label': t('browse.pagination.navigation') },
        h('a', null, t('browse.pagination.previous')),
        [1, 2, 3, 4, 5].map((page) => h('a', { key: page }, t('browse.pagination.page', { page }))),
        h('a', null, t('browse.pagination.next')),
      ),
      h('p', null, t('wanted.prompt'), h('button', { type: 'button' }, t('wanted.save')), h('a', null, t('wanted.seeAll'))),
      h('p', null, t('member.memberSince', { date: '2025' }), ' ', t('member.ratingCountsLabel', { up: 12, down: 1 })),
    ),
  );
}
