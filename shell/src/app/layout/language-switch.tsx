import type { MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { LANGUAGE_PARAM, platformMessages, useI18n, type Language } from '@booknook/platform';
import { useSwitchLanguage } from '../../i18n/member-language';

/**
 * The switch to the other language, named in that language (नेपाली, or English). Its link is the page's URL in that
 * language (`?lang=ne`), which works before the page's scripts run; once they do, every remote switches in place.
 */
export function useLanguageSwitch() {
  const { language } = useI18n();
  const switchLanguage = useSwitchLanguage();
  const { pathname, search } = useLocation();
  const other: Language = language === 'en' ? 'ne' : 'en';
  const params = new URLSearchParams(search);
  params.set(LANGUAGE_PARAM, other);
  return {
    other,
    name: platformMessages.languageNames[other],
    href: `${pathname}?${params.toString()}`,
    switchLanguage: () => switchLanguage(other),
  };
}

/** The switch as a link, for the header and the Me page. */
export function LanguageLink({ className }: { className?: string }) {
  const { other, name, href, switchLanguage } = useLanguageSwitch();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    void switchLanguage();
  };
  return (
    <a className={className} href={href} hrefLang={other} lang={other} onClick={onClick} data-testid="language-switch">
      {name}
    </a>
  );
}
