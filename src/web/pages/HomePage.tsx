import { Coffee, MessageCircle, Search } from 'lucide-react';
import { homeMessages } from '../../shared/messages/home';
import { PageTitle } from '../components/PageTitle';
import { AppLink } from '../components/AppLink';
import { HomeSearch } from '../features/mates/HomeSearch';
import { RecentMates } from '../features/mates/RecentMates';

/** Spec §2 Home: hero, welcome card, three feature cards, the latest mates and "Ver Todos los Mates". */
export function HomePage() {
  const features = [
    { Icon: Search, title: homeMessages.featureSearchTitle, body: homeMessages.featureSearchBody },
    { Icon: Coffee, title: homeMessages.featureShareTitle, body: homeMessages.featureShareBody },
    { Icon: MessageCircle, title: homeMessages.featureConnectTitle, body: homeMessages.featureConnectBody },
  ];
  return (
    <>
      <PageTitle />
      <section className="focus-ring-light bg-gradient-to-b from-yerba-800 to-yerba-700 text-white">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
          <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">
            {homeMessages.headline}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-yerba-50">{homeMessages.subheadline}</p>
          <HomeSearch />
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <AppLink
              to="/mates"
              className="btn bg-white px-6 py-3 text-base text-yerba-900 hover:bg-yerba-50"
            >
              {homeMessages.explore}
            </AppLink>
            <AppLink
              to="/publicar"
              className="btn border-2 border-white px-6 py-3 text-base text-white hover:bg-yerba-800"
            >
              {homeMessages.publish}
            </AppLink>
          </div>
        </div>
      </section>

      <div className="mx-auto max-w-6xl px-4">
        <section className="card -mt-8 p-6 sm:p-8" aria-labelledby="welcome-title">
          <h2 id="welcome-title" className="text-2xl font-bold text-yerba-900">
            {homeMessages.welcomeTitle}
          </h2>
          <p className="mt-2 text-stone-700">{homeMessages.welcomeBody}</p>
        </section>

        {/* The three feature cards continue the welcome (their h3s sit under its h2): no region of their own. */}
        <div className="mt-10 grid gap-4 sm:grid-cols-3">
          {features.map((feature) => (
            <article key={feature.title} className="card p-6">
              <feature.Icon aria-hidden="true" className="h-8 w-8 shrink-0 text-yerba-700" />
              <h3 className="mt-3 text-lg font-bold text-stone-900">{feature.title}</h3>
              <p className="mt-1 text-stone-700">{feature.body}</p>
            </article>
          ))}
        </div>

        <section className="mt-12" aria-labelledby="recent-title">
          <h2 id="recent-title" className="text-2xl font-bold text-yerba-900">
            {homeMessages.recentTitle}
          </h2>
          <div className="mt-4">
            <RecentMates />
          </div>
          <div className="mt-6 flex justify-center">
            <AppLink to="/mates" className="btn-secondary px-6 py-3">
              {homeMessages.seeAll}
            </AppLink>
          </div>
        </section>
      </div>
    </>
  );
}
