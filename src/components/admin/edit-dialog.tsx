import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRef, Snapshot } from 'xstate';
import type { Message } from '../../api/messages';
import { buttonStyles } from '../ui/button-styles';
import { useErrorFocus } from '../ui/error-focus';
import { submitToFlow } from '../ui/flow-submit';
import { useTranslateMessage } from '../ui/known-messages';
import { Modal } from '../ui/modal';

/** What the dialog reads of an edit dialog flow (../../../machines/edit-dialog.ts), and sends it. */
type EditDialogFlow = ActorRef<
  Snapshot<unknown> & {
    context: { fieldErrors: Record<string, unknown>; error: Message | null };
    matches: (state: 'closed') => boolean;
    hasTag: (tag: 'busy') => boolean;
    can: (event: EditDialogSent) => boolean;
  },
  EditDialogSent
>;
type EditDialogSent = { type: 'dialog.closed' } | { type: 'form.submitted' };

/**
 * An admin table's edit dialog, open while its flow is: the refusal of the last save, the fields,
 * Cancel, and Save Changes ('Saving...' while it saves). The form posts, so a press before the
 * scripts run sends nothing away.
 */
export function EditDialog({
  title,
  actor,
  children,
}: {
  title: string;
  actor: EditDialogFlow;
  children: ReactNode;
}) {
  const translate = useTranslateMessage();
  const open = useSelector(actor, (s) => !s.matches('closed'));
  const saving = useSelector(actor, (s) => s.hasTag('busy'));
  const canSave = useSelector(actor, (s) => s.can({ type: 'form.submitted' }));
  const canCancel = useSelector(actor, (s) => s.can({ type: 'dialog.closed' }));
  // Why the last save failed, shown above the fields until the next try.
  const error = useSelector(actor, (s) => s.context.error);
  // A refused save moves focus to the first field with a message.
  const errors = useErrorFocus(useSelector(actor, (s) => Object.keys(s.context.fieldErrors).length));
  const close = () => actor.send({ type: 'dialog.closed' });
  return (
    <Modal open={open} title={title} onClose={close}>
      {error && (
        <p
          role="alert"
          className="mb-4 rounded-lg border-s-4 border-red-600 bg-red-50 p-3 text-sm text-red-900"
        >
          {translate(error)}
        </p>
      )}
      <form
        {...errors.formProps}
        method="post"
        noValidate
        className="flex flex-col gap-4"
        onSubmit={submitToFlow(actor.send, errors)}
      >
        {errors.summary}
        {children}
        <div className="mt-2 flex justify-end gap-3">
          <button type="button" className={buttonStyles.secondary} disabled={!canCancel} onClick={close}>
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
