import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { buttonStyles } from '../ui/button-styles';
import { Modal } from '../ui/modal';

interface ConfirmDeleteDialogProps {
  open: boolean;
  title: string;
  /** What will be lost, in a sentence. */
  children: ReactNode;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The delete confirmation of the admin tables: Cancel, or Delete (busy while it runs). */
export function ConfirmDeleteDialog({
  open,
  title,
  children,
  deleting,
  onCancel,
  onConfirm,
}: ConfirmDeleteDialogProps) {
  return (
    <Modal open={open} title={title} onClose={onCancel}>
      <p>{children}</p>
      <div className="mt-6 flex justify-end gap-3">
        <button type="button" className={buttonStyles.secondary} disabled={deleting} onClick={onCancel}>
          <Trans>Cancel</Trans>
        </button>
        <button type="button" className={buttonStyles.danger} disabled={deleting} onClick={onConfirm}>
          {deleting ? <Trans>Deleting...</Trans> : <Trans>Delete</Trans>}
        </button>
      </div>
    </Modal>
  );
}
