import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { Role } from '../../api/users';

export function RoleSelect({ value, onChange }: { value: Role; onChange: (role: Role) => void }) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-700 dark:text-slate-200">
        {t`Role`}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value === 'admin' ? 'admin' : 'user')}
        className="block min-h-11 w-full rounded-lg border border-slate-500 bg-white px-3 dark:border-slate-400 dark:bg-slate-800"
      >
        <option value="admin">{t`Admin`}</option>
        <option value="user">{t`User`}</option>
      </select>
    </div>
  );
}
