// The deal's front door (issue 37): its texts, for the books feature's answers about a reserved book.
export { dealTexts } from './texts';
