// Where a person was going when they asked for a code, kept in this browser so that the mailed link, opened here, goes
// on there (the code step goes there by itself). Only same-site paths, like every return path.

const KEY = 'booknook.emailCodeReturn';

export function rememberReturn(path: string): void {
  try {
    localStorage.setItem(KEY, path);
  } catch {
    // Storage refused (private mode): the link then lands on Browse.
  }
}

export function takeReturn(): string | undefined {
  try {
    const path = localStorage.getItem(KEY);
    localStorage.removeItem(KEY);
    return path && path.startsWith('/') && !path.startsWith('//') ? path : undefined;
  } catch {
    return undefined;
  }
}
