import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { userEditMachine } from '../../../machines/user-edit.machine';
import { buttonStyles } from '../ui/button-styles';
import { useTranslateMessage } from '../ui/known-messages';
import { Modal } from '../ui/modal';
import { UserFields } from './user-fields';

/** The Edit User dialog: the user's fields, Cancel, and Save Changes ('Saving...' while it saves). */
export function UserEditDialog({ actor }: { actor: ActorRefFrom<typeof userEditMachine> }) {
  const { t } = useLingui();
  const translate = useTranslateMessage();
  const open = useSelector(actor, (s) => !s.matches('closed'));
  const saving = useSelector(actor, (s) => s.hasTag('busy'));
  const canSave = useSelector(actor, (s) => s.can({ type: 'form.submitted' }));
  const canCancel = useSelector(actor, (s) => s.can({ type: 'dialog.closed' }));
  const values = useSelector(actor, (s) => s.context.values);
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  const error = useSelector(actor, (s) => s.context.error);
  return (
    <Modal open={open} title={t`Edit User`} onClose={() => actor.send({ type: 'dialog.closed' })}>
      {error && (
        <p
          role="alert"
          className="mb-4 rounded-lg border-s-4 border-red-600 bg-red-50 p-3 text-sm text-red-900"
        >
          {translate(error)}
        </p>
      )}
      <form
        method="post"
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          actor.send({ type: 'form.submitted' });
        }}
      >
        <UserFields
          values={values}
          fieldErrors={fieldErrors}
          editing
          onChange={(field, value) => {
            if (field !== 'confirmPassword') actor.send({ type: 'field.changed', field, value });
          }}
        />
        <div className="mt-2 flex justify-end gap-3">
          <button
            type="button"
            className={buttonStyles.secondary}
            disabled={!canCancel}
            onClick={() => actor.send({ type: 'dialog.closed' })}
          >
            <Trans>Cancel</Trans>
          </button>
          <button type="submit" className={buttonStyles.primary} disabled={!canSave}>
            {saving ? <Trans>Saving...</Trans> : <Trans>Save Changes</Trans>}
          </button>
        </div>
      </form>
    </Modal>
  );
}
