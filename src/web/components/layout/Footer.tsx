import { appMessages, footerMessages, navMessages } from '../../../shared/messages/common';
import { LanguageMenu } from '../LanguageMenu';
import { AppLink } from '../AppLink';
import { Logo } from './Logo';

const linkClass = 'rounded text-sm text-stone-700 underline-offset-4 hover:text-yerba-800 hover:underline';

/** Spec §2 footer: Enlaces, Información (all to /faq), copyright 2025, the language menu and a social link. */
export function Footer({ signedIn, instagramUrl }: { signedIn: boolean; instagramUrl: string | null }) {
  const enlaces = [
    { to: '/', label: navMessages.home },
    { to: '/mates', label: navMessages.browse },
    { to: '/publicar', label: navMessages.publish },
    { to: signedIn ? '/perfil' : '/', label: navMessages.profile },
  ];
  const informacion = [
    { to: '/faq#faq-top', label: footerMessages.help },
    { to: '/faq#contacto', label: footerMessages.contact },
    { to: '/faq#terminos', label: footerMessages.terms },
    { to: '/faq#privacidad', label: footerMessages.privacy },
  ];
  return (
    <footer className="mt-16 border-t border-stone-200 bg-white">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <div className="flex items-center gap-2">
            <Logo />
          </div>
          <p className="mt-3 text-sm text-stone-700">{appMessages.tagline}</p>
        </div>
        <FooterLinks id="footer-links" title={footerMessages.links} links={enlaces} />
        <FooterLinks id="footer-info" title={footerMessages.information} links={informacion} />
      </div>
      <div className="border-t border-stone-200">
        <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-2 px-4 py-4 text-sm text-stone-700 sm:flex-row">
          <p>{appMessages.footerCopyright}</p>
          <div className="flex flex-wrap items-center justify-center gap-x-6 gap-y-2">
            <LanguageMenu signedIn={signedIn} />
            {instagramUrl && (
              <a href={instagramUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
                {footerMessages.social}
              </a>
            )}
          </div>
        </div>
      </div>
    </footer>
  );
}

function FooterLinks({
  id,
  title,
  links,
}: {
  id: string;
  title: string;
  links: { to: string; label: string }[];
}) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-sm font-bold text-stone-900">
        {title}
      </h2>
      <ul className="mt-3 flex flex-col gap-2">
        {links.map((link) => (
          <li key={link.label}>
            <AppLink to={link.to} className={linkClass}>
              {link.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
