import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useId, useState } from 'react';
import { fromPromise } from 'xstate';
import { productCreateMachine } from '../../../machines/product-create.machine';
import type { MessageId } from '../../api/messages';
import { uploadProduct } from '../../api/requests/product-uploads';
import { saveTranslation } from '../../api/requests/products';
import { useFlow, useLanguage, useNotify } from '../../root-actors';
import { formatPercent } from '../ui/format';
import { useTranslateMessage } from '../ui/known-messages';
import { ProductForm } from './product-form';

/** /admin/products/create: English and Arabic tabs, the image; Arabic text saved after the product. */
export function ProductCreatePage() {
  const { t } = useLingui();
  const notify = useNotify();
  const navigate = useNavigate();
  const form = useFlow(
    productCreateMachine.provide({
      actors: {
        uploadProduct: fromPromise(({ input }) => uploadProduct(input)),
        saveTranslation: fromPromise(({ input }) => saveTranslation(input.productId, input.translation)),
      },
      actions: {
        notify: (_, notice) => notify(notice),
        goToList: () => void navigate({ to: '/admin/products' }),
      },
    }),
  );
  const values = useSelector(form, (s) => s.context.values);
  const arabic = useSelector(form, (s) => s.context.arabic);
  const fieldErrors = useSelector(form, (s) => s.context.fieldErrors);
  const arabicErrors = useSelector(form, (s) => s.context.arabicErrors);
  const image = useSelector(form, (s) => s.context.image);
  const tab = useSelector(form, (s) => (s.matches({ tab: 'arabic' }) ? 'arabic' : 'english'));
  const busy = useSelector(form, (s) => s.hasTag('busy'));
  const editing = useSelector(form, (s) => s.matches({ form: 'editing' }));
  const canSubmit = useSelector(form, (s) => s.can({ type: 'form.submitted' }));
  const uploading = useSelector(form, (s) => s.matches({ form: 'submitting' }));
  const progress = useSelector(form, (s) => s.context.progress);

  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="mb-6 text-3xl font-bold">
        <Trans>Create Product</Trans>
      </h1>
      <ProductForm
        values={values}
        arabic={arabic}
        fieldErrors={fieldErrors}
        arabicErrors={arabicErrors}
        tab={tab}
        busy={busy}
        editing={editing}
        canSubmit={canSubmit}
        send={form.send}
        image={
          <ImagePicker
            file={image}
            error={fieldErrors.image}
            disabled={!editing}
            onSelect={(file) => form.send({ type: 'image.selected', file })}
          />
        }
        status={uploading && <UploadProgress fraction={progress} label={t`Uploading the image`} />}
        submitLabel={<Trans>Create Product</Trans>}
        busyLabel={<Trans>Creating...</Trans>}
      />
    </div>
  );
}

function UploadProgress({ fraction, label }: { fraction: number; label: string }) {
  const language = useLanguage();
  const percent = Math.round(fraction * 100);
  return (
    <div className="flex items-center gap-3 text-sm">
      <progress max={100} value={percent} aria-label={label} className="h-2 flex-1 accent-brand-700" />
      <span className="tabular-nums">{formatPercent(language, percent)}</span>
    </div>
  );
}

/**
 * The image input with a preview of the chosen file (required, an image, under 5 MB); the
 * machine keeps only a file that passed the checks, and its error otherwise.
 */
function ImagePicker({
  file,
  error,
  disabled,
  onSelect,
}: {
  file: unknown;
  error: MessageId | undefined;
  disabled: boolean;
  onSelect: (file: File | null) => void;
}) {
  const { t } = useLingui();
  const translate = useTranslateMessage();
  const id = useId();
  const preview = usePreviewUrl(file instanceof Blob ? file : null);
  const fileName = file instanceof File ? file.name : '';
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-slate-700 dark:text-slate-200">
        {t`Product image`}
      </label>
      <input
        id={id}
        type="file"
        accept="image/*"
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(e) => onSelect(e.target.files?.[0] ?? null)}
        className="block min-h-11 w-full text-sm file:me-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-700 file:px-4 file:font-semibold file:text-white"
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
        <Trans>JPG, PNG or GIF, less than 5MB</Trans>
      </p>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {translate(error)}
        </p>
      )}
      {preview && (
        <img
          src={preview}
          alt={t`Preview of ${fileName}`}
          className="mt-3 max-h-64 rounded-lg border border-slate-200 object-contain dark:border-slate-700"
        />
      )}
    </div>
  );
}

/** An object URL for the chosen file while it is shown; released when the file changes. */
function usePreviewUrl(file: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}
