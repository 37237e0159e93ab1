import { createFileRoute, Outlet } from '@tanstack/react-router';
import { HydrationMark } from '../../components/layout/hydration-mark';
import { SiteFooter } from '../../components/layout/site-footer';
import { SiteHeader } from '../../components/layout/site-header';
import { WhatsAppButton } from '../../components/layout/whatsapp-button';

/** Public pages: English without a prefix, Arabic under `/ar`. Any other first segment is not this route. */
export const Route = createFileRoute('/{-$locale}')({
  params: {
    parse: ({ locale }) => (locale === undefined || locale === 'ar' ? { locale } : false),
  },
  component: PublicLayout,
});

function PublicLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      <div className="flex-1">
        <Outlet />
      </div>
      <SiteFooter />
      <WhatsAppButton />
      <HydrationMark />
    </div>
  );
}
