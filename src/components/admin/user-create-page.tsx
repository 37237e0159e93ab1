import { Trans } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { userCreateMachine } from '../../../machines/user-create.machine';
import { createUser } from '../../api/requests/users';
import { useFlow, useNotify } from '../../root-actors';
import { buttonStyles } from '../ui/button-styles';
import { useErrorFocus } from '../ui/error-focus';
import { submitToFlow } from '../ui/flow-submit';
import { UserFields } from './user-fields';

/** /admin/users/create: a new account's fields, checked before they are sent. */
export function UserCreatePage() {
  const notify = useNotify();
  const navigate = useNavigate();
  const form = useFlow(
    userCreateMachine.provide({
      actors: { createUser: fromPromise(({ input }) => createUser(input)) },
      actions: {
        notify: (_, notice) => notify(notice),
        goToList: () => void navigate({ to: '/admin/users' }),
      },
    }),
  );
  const values = useSelector(form, (s) => s.context.values);
  const fieldErrors = useSelector(form, (s) => s.context.fieldErrors);
  const busy = useSelector(form, (s) => s.hasTag('busy'));
  const errors = useErrorFocus(Object.keys(fieldErrors).length);

  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="mb-6 text-3xl font-bold">
        <Trans>Create New User</Trans>
      </h1>
      <form
        {...errors.formProps}
        method="post"
        noValidate
        className="flex flex-col gap-4 rounded-xl bg-white p-6 shadow-sm dark:bg-slate-900"
        onSubmit={submitToFlow(form.send, errors)}
      >
        {errors.summary}
        <UserFields
          values={values}
          fieldErrors={fieldErrors}
          editing={false}
          onChange={(field, value) => form.send({ type: 'field.changed', field, value })}
        />
        <div className="mt-2 flex justify-end gap-3">
          <Link
            to="/admin/users"
            activeOptions={{ exact: true }}
            className={buttonStyles.secondary}
            disabled={busy}
          >
            <Trans>Cancel</Trans>
          </Link>
          <button type="submit" className={buttonStyles.primary} disabled={busy}>
            {busy ? <Trans>Creating...</Trans> : <Trans>Create User</Trans>}
          </button>
        </div>
      </form>
    </div>
  );
}
