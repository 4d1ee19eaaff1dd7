import { useLocation } from 'react-router';
import { activeLocale } from '../../shared/i18n/active-locale';
import { localizedPath } from '../../shared/i18n/localized-path';
import { LOCALE_NAMES, LOCALES } from '../../shared/i18n/locales';
import { appMessages } from '../../shared/messages/common';
import { switchLanguage } from '../lib/switch-language';

/**
 * The language menu (the footer and /perfil): this page's address in each language, each named in itself.
 * Links rather than a select, whose arrow keys would change the page while a keyboard user only looks
 * through the choices; they also work before the app starts and lead search engines to each language.
 */
export function LanguageMenu({ signedIn, className = '' }: { signedIn: boolean; className?: string }) {
  const { pathname, search } = useLocation();
  const current = activeLocale();
  return (
    <nav
      aria-label={appMessages.language}
      className={`flex flex-wrap items-center gap-x-3 gap-y-1 ${className}`}
    >
      <span aria-hidden="true" className="text-sm font-semibold text-stone-700">
        {appMessages.language}:
      </span>
      <ul className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {LOCALES.map((locale) => (
          <li key={locale}>
            <a
              href={localizedPath(locale, `${pathname}${search}`)}
              lang={locale}
              hrefLang={locale}
              aria-current={locale === current ? 'true' : undefined}
              className={
                locale === current
                  ? 'font-semibold text-stone-900'
                  : 'text-yerba-900 underline underline-offset-2 hover:text-yerba-700'
              }
              onClick={(event) => {
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
                  return;
                event.preventDefault();
                if (locale !== current) void switchLanguage(locale, { signedIn });
              }}
            >
              {LOCALE_NAMES[locale]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
