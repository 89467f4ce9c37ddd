/**
 * How wide a book's photo is shown: the whole page width less its padding on a phone; from the medium breakpoint up,
 * the first of two columns (at most 1440 px wide), capped at 520 px.
 */
export const DETAIL_COVER_SIZES = '(min-width: 768px) min(calc((min(100vw, 1440px) - 104px) / 2), 520px), calc(100vw - 32px)';
