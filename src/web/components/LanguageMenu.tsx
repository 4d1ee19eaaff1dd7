import { useId, useState } from 'react';
import { activeLocale } from '../../shared/i18n/active-locale';
import { isLocale, LOCALE_NAMES, LOCALES } from '../../shared/i18n/locales';
import { appMessages } from '../../shared/messages/common';
import { switchLanguage } from '../lib/switch-language';

/**
 * The language menu (the footer and /perfil): a native select, light and usable by keyboard and screen
 * readers as it comes, each language named in itself. Choosing one loads this page in it.
 */
export function LanguageMenu({ signedIn, className = '' }: { signedIn: boolean; className?: string }) {
  const id = useId();
  const [chosen, setChosen] = useState(activeLocale);
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <label htmlFor={id} className="text-sm font-semibold text-stone-700">
        {appMessages.language}
      </label>
      <select
        id={id}
        className="field-input w-auto py-1.5"
        value={chosen}
        onChange={(event) => {
          const next = event.currentTarget.value;
          if (!isLocale(next) || next === chosen) return;
          setChosen(next);
          void switchLanguage(next, { signedIn });
        }}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
