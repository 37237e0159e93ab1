import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { userEditMachine } from '../../../machines/user-edit.machine';
import { EditDialog } from './edit-dialog';
import { UserFields } from './user-fields';

/** The Edit User dialog: the user's fields, Cancel, and Save Changes ('Saving...' while it saves). */
export function UserEditDialog({ actor }: { actor: ActorRefFrom<typeof userEditMachine> }) {
  const { t } = useLingui();
  const open = useSelector(actor, (s) => !s.matches('closed'));
  const saving = useSelector(actor, (s) => s.hasTag('busy'));
  const canSave = useSelector(actor, (s) => s.can({ type: 'form.submitted' }));
  const canCancel = useSelector(actor, (s) => s.can({ type: 'dialog.closed' }));
  const values = useSelector(actor, (s) => s.context.values);
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const error = useSelector(actor, (s) => s.context.error);
  return (
    <EditDialog
      title={t`Edit User`}
      open={open}
      error={error}
      saving={saving}
      canSave={canSave}
      canCancel={canCancel}
      onClose={() => actor.send({ type: 'dialog.closed' })}
      onSubmit={() => actor.send({ type: 'form.submitted' })}
      errorCount={Object.keys(fieldErrors).length}
    >
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
