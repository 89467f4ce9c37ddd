import { formatNumber } from '../lib/language';

// What the Nepali catalogues share: numbers in Devanagari digits, and the wait a refusal names.

/** A number in Nepali: `१,५००`. */
export const ne = (value: number): string => formatNumber(value, 'ne');

/** "४५ सेकेन्ड" under two minutes, else whole minutes ("३ मिनेट"), as the English says "45 seconds" / "3 minutes". */
export const waitNe = (seconds: number): string => (seconds < 120 ? `${ne(seconds)} सेकेन्ड` : `${ne(Math.ceil(seconds / 60))} मिनेट`);
