import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { http, isLanguage, LANGUAGE_PARAM, useI18n, useSession, type CurrentUser, type Language } from '@booknook/platform';

/**
 * A member's language is saved on their profile (the API's `language`): it beats the cookie on every device, and
 * their mail and the API's answers follow it. A guest's lives in the `lang` cookie only.
 */
export async function saveMemberLanguage(language: Language): Promise<CurrentUser> {
  return (await http.patch<CurrentUser>('/users/me/', { language })).data;
}

/** The page's language while it is being saved, and the `?lang=` arrival last acted on (client only: effects). */
const state: { saving: Language | null; handledSearch: string | null } = { saving: null, handledSearch: null };

async function saveWhileShown(language: Language, updateUser: (user: CurrentUser) => void) {
  state.saving = language;
  try {
    updateUser(await saveMemberLanguage(language));
  } catch {
    // Not saved (offline, refused): this page keeps the language; the profile keeps the old choice.
  } finally {
    state.saving = null;
  }
}

/** The switch: shown at once, and saved on a member's profile (so the next page, on any device, is in it). */
export function useSwitchLanguage() {
  const { session, updateUser } = useSession();
  const { switchLanguage } = useI18n();
  return async (language: Language) => {
    const saved = session.status === 'authenticated' ? saveWhileShown(language, updateUser) : undefined;
    await Promise.all([switchLanguage(language), saved]);
  };
}

/**
 * Keeps the page and the member's saved language together: a page opened by a `?lang=` link saves that language;
 * otherwise a member who signs in (or whose profile changed elsewhere) sees the page switch to their saved one.
 */
export function useMemberLanguage() {
  const { session, updateUser } = useSession();
  const { language, switchLanguage } = useI18n();
  const { search } = useLocation();
  const saved = session.status === 'authenticated' ? session.user.language : undefined;
  useEffect(() => {
    if (!isLanguage(saved) || state.saving) return;
    const asked = new URLSearchParams(search).get(LANGUAGE_PARAM);
    // Acted on once per arrival: the URL keeps `?lang=` while the member may switch again from the menu.
    if (state.handledSearch !== search && isLanguage(asked)) {
      state.handledSearch = search;
      if (asked !== saved) void saveWhileShown(asked, updateUser);
      return;
    }
    if (saved !== language) void switchLanguage(saved);
  }, [saved, language, search, switchLanguage, updateUser]);
}
