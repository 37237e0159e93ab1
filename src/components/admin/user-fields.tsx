import { useLingui } from '@lingui/react/macro';
import type { MessageId } from '../../api/messages';
import type { Role } from '../../api/users';
import { Field } from '../ui/field';
import { useTranslateMessage } from '../ui/known-messages';
import { RoleSelect } from './role-select';

type FieldName = 'username' | 'password' | 'confirmPassword' | 'full_name' | 'email' | 'role';

interface UserFieldsProps {
  values: {
    username: string;
    password: string;
    confirmPassword?: string;
    full_name: string;
    email: string;
    role: Role;
  };
  fieldErrors: Record<string, MessageId>;
  onChange: (field: FieldName, value: string) => void;
  /** Editing: a blank password keeps the current one, and no confirmation is asked. */
  editing: boolean;
}

/** The account fields shared by the create page and the edit dialog. */
export function UserFields({ values, fieldErrors, onChange, editing }: UserFieldsProps) {
  const { t } = useLingui();
  const translate = useTranslateMessage();
  const errorOf = (field: FieldName) => (fieldErrors[field] ? translate(fieldErrors[field]) : undefined);
  const change = (field: FieldName) => (value: string) => onChange(field, value);
  return (
    <>
      <Field
        label={t`Username`}
        value={values.username}
        error={errorOf('username')}
        onValueChange={change('username')}
        autoComplete="off"
        required
      />
      <div className={editing ? undefined : 'grid gap-4 sm:grid-cols-2'}>
        <Field
          label={t`Password`}
          type="password"
          value={values.password}
          hint={editing ? t`Leave blank to keep the current password` : undefined}
          error={errorOf('password')}
          onValueChange={change('password')}
          autoComplete="new-password"
          required={!editing}
        />
        {!editing && (
          <Field
            label={t`Confirm Password`}
            type="password"
            value={values.confirmPassword ?? ''}
            error={errorOf('confirmPassword')}
            onValueChange={change('confirmPassword')}
            autoComplete="new-password"
            required
          />
        )}
      </div>
      <Field
        label={t`Full Name`}
        value={values.full_name}
        error={errorOf('full_name')}
        onValueChange={change('full_name')}
      />
      <Field
        label={t`Email`}
        type="email"
        value={values.email}
        error={errorOf('email')}
        onValueChange={change('email')}
      />
      <RoleSelect value={values.role} onChange={change('role')} />
    </>
  );
}
