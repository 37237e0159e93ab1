import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { productCreateMachine, productUploadMachine } from '../../../machines/product-create.machine';
import { resumableTransfer } from '../../actors/resumable-upload';
import type { MessageId } from '../../api/messages';
import { createProductFromUpload } from '../../api/requests/product-uploads';
import { useFlow, useNotify } from '../../root-actors';
import { ProductForm } from './product-form';
import { useProductFormState } from './product-form-state';
import { PublishingSubmitLabel } from './publication-fields';
import { FilePicker, UploadStatus } from './upload-parts';

/** /admin/products/create: English and Arabic tabs, the image; the Arabic text saved with the product. */
export function ProductCreatePage() {
  const { t } = useLingui();
  const notify = useNotify();
  const navigate = useNavigate();
  const form = useFlow(
    productCreateMachine.provide({
      actors: {
        upload: productUploadMachine.provide({
          actors: {
            transfer: resumableTransfer,
            // Stopped (the form's Cancel, or the page left), the request is stopped too.
            finish: fromPromise(({ input, signal }) => createProductFromUpload(input, signal)),
          },
        }),
      },
      actions: {
        notify: (_, notice) => notify(notice),
        goToList: () => void navigate({ to: '/admin/products' }),
      },
    }),
  );
  const state = useProductFormState(form);
  const { values, fieldErrors, editing } = state;
  const image = useSelector(form, (s) => s.context.image);
  const upload = useSelector(form, (s) => s.children.upload);

  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="mb-6 text-3xl font-bold">
        <Trans>Create Product</Trans>
      </h1>
      <ProductForm
        {...state}
        image={
          <ImagePicker
            file={image}
            error={fieldErrors.image}
            disabled={!editing}
            onSelect={(file) => form.send({ type: 'image.selected', file })}
          />
        }
        status={upload && <UploadStatus upload={upload} label={t`Uploading the image`} />}
        submitLabel={<PublishingSubmitLabel status={values.status} now={<Trans>Create Product</Trans>} />}
        busyLabel={<Trans>Creating...</Trans>}
      />
    </div>
  );
}

/** The product image input: required, an image, under 5 MB. */
function ImagePicker(props: {
  file: unknown;
  error: MessageId | undefined;
  disabled: boolean;
  onSelect: (file: File | null) => void;
}) {
  const { t } = useLingui();
  return (
    <FilePicker
      {...props}
      required
      label={t`Product image`}
      accept="image/*"
      hint={<Trans>JPG, PNG or GIF, less than 5MB</Trans>}
      preview={(url, fileName) => (
        <img
          src={url}
          alt={t`Preview of ${fileName}`}
          className="mt-3 max-h-64 rounded-lg border border-slate-200 object-contain dark:border-slate-700"
        />
      )}
    />
  );
}
