import { useLingui } from '@lingui/react/macro';
import type { Role } from '../../api/users';

/** The admin badge is blue, others grey. */
export function RoleBadge({ role }: { role: Role }) {
  const { t } = useLingui();
  return role === 'admin' ? (
    <span className="rounded-full bg-blue-100 px-2.5 py-0.5 text-xs font-semibold text-blue-800">{t`Admin`}</span>
  ) : (
    <span className="rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-700">{t`User`}</span>
  );
}
