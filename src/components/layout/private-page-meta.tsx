import { company } from '../../content/company';
import { useLanguage } from '../../root-actors';

/**
 * Title and robots tags for pages search engines must not index (login, admin, forbidden,
 * not-found). React 19 hoists these into the document head.
 */
export function PrivatePageMeta({ title }: { title: string }) {
  const language = useLanguage();
  return (
    <>
      <title>{`${title} | ${company.name[language]}`}</title>
      <meta name="robots" content="noindex, nofollow" />
    </>
  );
}
