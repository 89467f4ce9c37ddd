// The member page feature's front door: what the book page uses of it for the seller's line (their record, the thumb).
export { ThumbIcon } from './components/thumb-icon';
export { useMemberSummary } from './hooks/use-member';
