import type { BookOwner } from '@booknook/contract';

/** docs/product.md §2: the first letter of the first name, or of the username when the first name is empty, upper case. */
export function avatarLetter(owner: Pick<BookOwner, 'first_name' | 'username'>): string {
  const source = owner.first_name.trim() || owner.username.trim();
  return source.charAt(0).toUpperCase();
}

export function fullName(owner: Pick<BookOwner, 'first_name' | 'last_name'>): string {
  return `${owner.first_name} ${owner.last_name}`.trim();
}

/** A tel: link keeps the digits and a leading +; spaces and dashes are for people. */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}
