import { createFileRoute, useSearch } from '@tanstack/react-router';
import { AuditLogPage } from '../../../components/admin/audit-log-page';
import { auditQueryOf, auditSearch } from '../../../components/admin/audit-search';

/**
 * /admin/audit (administrators only, as every /admin page): the filters live in the address, read
 * by the page itself rather than by the route, whose definition every public page loads too.
 */
export const Route = createFileRoute('/_portal/admin/audit')({
  component: function Audit() {
    return <AuditLogPage query={auditQueryOf(auditSearch(useSearch({ strict: false })))} />;
  },
});
