import { createFileRoute, Outlet } from '@tanstack/react-router';
import { HydrationMark } from '../../components/layout/hydration-mark';
import { SiteFooter } from '../../components/layout/site-footer';
import { SiteHeader } from '../../components/layout/site-header';
import { WhatsAppButton } from '../../components/layout/whatsapp-button';
import { useLanguage } from '../../root-actors';

/** Public pages: English without a prefix, Arabic under `/ar`. Any other first segment is not this route. */
export const Route = createFileRoute('/{-$locale}')({
  params: {
    parse: ({ locale }) => (locale === undefined || locale === 'ar' ? { locale } : false),
  },
  component: PublicLayout,
});

function PublicLayout() {
  // After a switch of language the site's words change at once, while the page's own content (its
  // loader's, in the language before) stays until the same page in the new language has loaded.
  // Until then it is marked busy and takes no gesture: a step taken in it would be lost when the
  // new language's content replaces it.
  const shown = Route.useParams({ select: ({ locale }) => (locale === 'ar' ? 'ar' : 'en') });
  const replacing = shown !== useLanguage();
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <div
        className={`flex-1 transition-opacity ${replacing ? 'opacity-60 delay-150 duration-300' : ''}`}
        inert={replacing}
        aria-busy={replacing}
      >
        <Outlet />
      </div>
      <SiteFooter />
      <WhatsAppButton />
      <HydrationMark />
    </div>
  );
}
