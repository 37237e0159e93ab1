import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { AuditEntity } from '../../api/audit';
import { buttonStyles } from '../ui/button-styles';

/** A table row's way into the audit trail: /admin/audit filtered to that one item. */
export function HistoryLink({ entity, id, name }: { entity: AuditEntity; id: number; name: string }) {
  const { t } = useLingui();
  return (
    <Link
      to="/admin/audit"
      search={{ entity, entityId: id }}
      className={buttonStyles.secondary}
      aria-label={t`History of ${name}`}
    >
      <Trans>History</Trans>
    </Link>
  );
}
