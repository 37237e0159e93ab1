import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { ArabicFormValues, ProductTab } from '../../../machines/product-form';
import type { MessageId } from '../../api/messages';
import { buttonStyles } from '../ui/button-styles';
import { useErrorFocus } from '../ui/error-focus';
import { submitToFlow } from '../ui/flow-submit';
import { ArabicFields, EnglishFields, LanguageTabs } from './product-fields';
import type { ProductPageEvent, ProductPageValues } from './product-form-state';
import { PublicationFields } from './publication-fields';

interface ProductFormProps {
  values: ProductPageValues;
  arabic: ArabicFormValues;
  fieldErrors: Record<string, MessageId>;
  arabicErrors: Record<string, MessageId>;
  tab: ProductTab;
  /** A save is under way: the submit button says so, and Cancel waits. */
  busy: boolean;
  /** The fields take changes (the flow is editing). */
  editing: boolean;
  /** The flow takes a submit now. */
  canSubmit: boolean;
  /** The create or edit flow's `send`. */
  send: (event: ProductPageEvent) => void;
  /** The image control, under the English fields: a file picker on create, the current image on edit. */
  image: ReactNode;
  /** Shown above the buttons while something is under way (the upload's progress). */
  status?: ReactNode;
  submitLabel: ReactNode;
  busyLabel: ReactNode;
}

/**
 * The product form both admin pages show (/admin/products/create and /edit/{id}): the
 * English and Arabic tabs, whether the product goes live now, later or not yet, Cancel back to
 * the list, and the submit button. The pages own the machine (`useProductFormState` reads it for
 * this form) and the image control.
 */
export function ProductForm({
  values,
  arabic,
  fieldErrors,
  arabicErrors,
  tab,
  busy,
  editing,
  canSubmit,
  send,
  image,
  status,
  submitLabel,
  busyLabel,
}: ProductFormProps) {
  const { t } = useLingui();
  const errors = useErrorFocus(Object.keys(fieldErrors).length + Object.keys(arabicErrors).length);
  return (
    <form
      {...errors.formProps}
      method="post"
      noValidate
      aria-busy={busy}
      className="flex flex-col gap-4 rounded-xl bg-white p-6 shadow-sm dark:bg-slate-900"
      onSubmit={submitToFlow(send, errors)}
    >
      {errors.summary}
      <LanguageTabs
        label={t`Language of the product text`}
        tab={tab}
        onSelect={(next) => send({ type: 'tab.selected', tab: next })}
        errors={{
          english: Object.keys(fieldErrors).length > 0,
          arabic: Object.keys(arabicErrors).length > 0,
        }}
        english={
          <>
            <EnglishFields
              values={values}
              errors={fieldErrors}
              disabled={!editing}
              onChange={(change) => send({ type: 'field.changed', ...change })}
            />
            {image}
          </>
        }
        arabic={(returnToEnglish) => (
          <ArabicFields
            values={arabic}
            source={values}
            errors={arabicErrors}
            disabled={!editing}
            onChange={(change) => send({ type: 'arabic.field.changed', ...change })}
            onReturn={returnToEnglish}
          />
        )}
      />
      <PublicationFields
        values={values}
        error={fieldErrors.publish_at}
        disabled={!editing}
        onChange={(field, value) => send({ type: 'field.changed', field, value })}
      />
      {status}
      <div className="mt-2 flex justify-end gap-3">
        <Link
          to="/admin/products"
          activeOptions={{ exact: true }}
          className={buttonStyles.secondary}
          disabled={busy}
        >
          <Trans>Cancel</Trans>
        </Link>
        <button type="submit" className={buttonStyles.primary} disabled={!canSubmit}>
          {busy ? busyLabel : submitLabel}
        </button>
      </div>
    </form>
  );
}
