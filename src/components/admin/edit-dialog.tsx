import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Message } from '../../api/messages';
import { buttonStyles } from '../ui/button-styles';
import { useErrorFocus } from '../ui/error-focus';
import { useTranslateMessage } from '../ui/known-messages';
import { Modal } from '../ui/modal';

interface EditDialogProps {
  title: string;
  open: boolean;
  /** Why the last save failed, shown above the fields until the next try. */
  error: Message | null;
  saving: boolean;
  canSave: boolean;
  canCancel: boolean;
  onClose: () => void;
  onSubmit: () => void;
  /** How many fields have a message: a refused save moves focus to the first. */
  errorCount: number;
  children: ReactNode;
}

/**
 * An admin table's edit dialog: the refusal of the last save, the fields, Cancel, and Save Changes
 * ('Saving...' while it saves). The form posts, so a press before the scripts run sends nothing away.
 */
export function EditDialog({
  title,
  open,
  error,
  saving,
  canSave,
  canCancel,
  onClose,
  onSubmit,
  errorCount,
  children,
}: EditDialogProps) {
  const translate = useTranslateMessage();
  const errors = useErrorFocus(errorCount);
  return (
    <Modal open={open} title={title} onClose={onClose}>
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
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
          errors.submitted();
        }}
      >
        {errors.summary}
        {children}
        <div className="mt-2 flex justify-end gap-3">
          <button type="button" className={buttonStyles.secondary} disabled={!canCancel} onClick={onClose}>
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
