import { createFileRoute } from '@tanstack/react-router';
import { AuditLogPage } from '../../../components/admin/audit-log-page';
import { auditQueryOf, auditSearch } from '../../../components/admin/audit-search';

/** /admin/audit (administrators only, as every /admin page): the filters live in the address. */
export const Route = createFileRoute('/_portal/admin/audit')({
  validateSearch: auditSearch,
  component: function Audit() {
    return <AuditLogPage query={auditQueryOf(Route.useSearch())} />;
  },
});
