import { useEffect } from 'react';
import { ChevronDown } from 'lucide-react';
import { useLocation } from 'react-router';
import { APP_PAGES } from '../../shared/app-routes';
import { contactFormMessages } from '../../shared/messages/contact-form';
import { faqMessages } from '../../shared/messages/faq';
import { AppLink } from '../components/AppLink';
import { PageHead } from '../components/PageTitle';
import { ContactForm } from '../features/contact/ContactForm';
import { useSession } from '../lib/session';

/** /faq: help, terms, privacy and contact, with anchors faq-top and contacto (the footer links to them). */
export function FaqPage() {
  const { hash } = useLocation();
  const { config } = useSession();

  // The page loads on demand, after the router's own scrolling: bring the anchor into view now.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <PageHead title={faqMessages.title} description={faqMessages.intro} />
      <h1 id="faq-top" className="scroll-mt-24 text-3xl font-extrabold text-yerba-900">
        {faqMessages.title}
      </h1>
      <p className="mt-2 text-stone-700">{faqMessages.intro}</p>

      {/* Native disclosures: the answers open without JavaScript, are in the server's HTML for search
          engines and find-in-page, and a shared name keeps one open at a time, as before. */}
      <div className="mt-6 flex flex-col gap-2">
        {faqMessages.entries.map((entry) => (
          <details key={entry.q} name="faq" className="card group overflow-hidden">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-3 px-5 py-4 text-left font-semibold text-stone-900 hover:bg-stone-50 [&::-webkit-details-marker]:hidden">
              {entry.q}
              <ChevronDown
                aria-hidden="true"
                className="h-5 w-5 shrink-0 transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="px-5 pb-4 text-stone-800">{entry.a}</p>
          </details>
        ))}
      </div>

      <section className="card mt-10 p-6" aria-labelledby="help-title">
        <h2 id="help-title" className="text-2xl font-bold text-stone-900">
          {faqMessages.helpTitle}
        </h2>
        <p className="mt-2 text-stone-800">{faqMessages.helpBody}</p>
        {config && (
          <a
            href={config.instagramUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="btn-secondary mt-4"
          >
            {faqMessages.instagram}
          </a>
        )}
      </section>

      <section id="terminos" className="mt-10 scroll-mt-24" aria-labelledby="terms-title">
        <h2 id="terms-title" className="text-2xl font-bold text-stone-900">
          {faqMessages.termsTitle}
        </h2>
        <p className="mt-2 text-stone-800">{faqMessages.termsBody}</p>
      </section>

      <section id="privacidad" className="mt-8 scroll-mt-24" aria-labelledby="privacy-title">
        <h2 id="privacy-title" className="text-2xl font-bold text-stone-900">
          {faqMessages.privacyTitle}
        </h2>
        <p className="mt-2 text-stone-800">{faqMessages.privacyBody}</p>
        <p className="mt-2 text-stone-800">
          {faqMessages.privacyOwnDataBefore}
          <AppLink to={APP_PAGES.ownData} className="font-semibold text-yerba-900 underline">
            {faqMessages.privacyOwnDataLink}
          </AppLink>
          {faqMessages.privacyOwnDataAfter}
        </p>
      </section>

      <section id="contacto" className="card mt-10 scroll-mt-24 p-6" aria-labelledby="contact-title">
        <h2 id="contact-title" className="text-2xl font-bold text-stone-900">
          {contactFormMessages.contactTitle}
        </h2>
        <p className="mt-2 mb-4 text-stone-800">{contactFormMessages.contactIntro}</p>
        <ContactForm />
      </section>
    </div>
  );
}
