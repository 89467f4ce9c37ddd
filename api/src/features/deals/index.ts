// The deal's front door (issue 37): its texts, for the books feature's answers about a reserved book.
export { dealTexts } from './texts';
// The reminder's mail says with whom and carries the hand-over as a calendar file (features/mail-delivery).
export { memberHandover, memberHandoverCalendar } from './member-handover';
