import { createFileRoute } from '@tanstack/react-router';
import { BranchesPage } from '../../components/branches/branches-page';
import { branchesSearch, filtersOf } from '../../components/branches/branches-search';
import { branches } from '../../content/branches';
import { publicHead } from '../../seo/public-head';
import { branchList } from '../../seo/structured-data';

export const Route = createFileRoute('/{-$locale}/branches')({
  // `?country=` and `?sector=`: unknown values read as every branch.
  validateSearch: branchesSearch,
  // Every filtered view is the same page: search engines are pointed at the unfiltered one.
  head: publicHead('/branches', { jsonLd: (language) => [branchList(language, branches)] }),
  component: function Branches() {
    return <BranchesPage filters={filtersOf(Route.useSearch())} />;
  },
});
