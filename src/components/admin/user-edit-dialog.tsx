import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { userEditMachine } from '../../../machines/user-edit.machine';
import { EditDialog } from './edit-dialog';
import { UserFields } from './user-fields';

/** The Edit User dialog: the user's fields, Cancel, and Save Changes ('Saving...' while it saves). */
export function UserEditDialog({ actor }: { actor: ActorRefFrom<typeof userEditMachine> }) {
  const { t } = useLingui();
  const values = useSelector(actor, (s) => s.context.values);
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  return (
    <EditDialog title={t`Edit User`} actor={actor}>
      <UserFields
        values={values}
        fieldErrors={fieldErrors}
        editing
        onChange={(field, value) => {
          if (field !== 'confirmPassword') actor.send({ type: 'field.changed', field, value });
        }}
      />
    </EditDialog>
  );
}
