/** What a page posts to the worker when the member signs out (belt and braces: the worker also sees the API's answer). */
export const FORGET_MESSAGE = 'booknook:forget-conversations';
