import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import { type ActorRefFrom, fromPromise } from 'xstate';
import { imageSwapUploadMachine, productEditMachine } from '../../../machines/product-edit.machine';
import { resumableTransfer } from '../../actors/resumable-upload';
import { browserLoadJson } from '../../api/requests/load-json';
import { loadAdminProduct } from '../../api/requests/product-reads';
import { replaceProductImage } from '../../api/requests/product-uploads';
import { fetchTranslation, saveTranslation, updateProduct } from '../../api/requests/products';
import { useFlow, useNotify } from '../../root-actors';
import { ProductImage } from '../products/product-image';
import { buttonStyles } from '../ui/button-styles';
import { placeholderImage } from '../ui/image-with-fallback';
import { useTranslateMessage } from '../ui/known-messages';
import { Spinner } from '../ui/spinner';
import { TextInput } from './product-fields';
import { ProductForm } from './product-form';
import { useProductFormState } from './product-form-state';
import { UploadStatus } from './upload-parts';

type EditActor = ActorRefFrom<typeof productEditMachine>;

/** /admin/products/edit/{id}: the product's English and Arabic text and its image. */
export function ProductEditPage({ id }: { id: number | null }) {
  const notify = useNotify();
  const navigate = useNavigate();
  const actor = useFlow(
    productEditMachine.provide({
      actors: {
        loadProduct: fromPromise(async ({ input }) => {
          const product = await loadAdminProduct(browserLoadJson, input.id, 'en');
          // A product without Arabic text has nothing to fetch (and no 404 to provoke).
          const arabic = product.translationStatus === 'missing' ? null : await fetchTranslation(input.id);
          return { product, arabic };
        }),
        updateProduct: fromPromise(({ input }) => updateProduct(input.id, input.changes)),
        updateTranslation: fromPromise(({ input }) => saveTranslation(input.productId, input.translation)),
        upload: imageSwapUploadMachine.provide({
          actors: {
            transfer: resumableTransfer,
            // Stopped (the form's Cancel, or the page left), the request is stopped too.
            finish: fromPromise(({ input, signal }) => replaceProductImage(input, signal)),
          },
        }),
      },
      actions: {
        notify: (_, notice) => notify(notice),
        goToList: () => void navigate({ to: '/admin/products' }),
      },
    }),
    { input: { id } },
  );
  const notFound = useSelector(actor, (s) => s.hasTag('notFound'));
  const loading = useSelector(actor, (s) => s.matches('loading'));

  return (
    <div className="mx-auto max-w-4xl">
      {notFound ? <NotFound /> : loading ? <Spinner /> : <EditForm actor={actor} />}
    </div>
  );
}

/** 'Product Not Found' with a Back to Products button, for a bad id or a failed load. */
function NotFound() {
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl bg-white p-10 text-center shadow-sm dark:bg-slate-900">
      <h1 className="text-3xl font-bold">
        <Trans>Product Not Found</Trans>
      </h1>
      <p className="text-slate-600 dark:text-slate-400">
        <Trans>The product does not exist, or it could not be loaded.</Trans>
      </p>
      <Link to="/admin/products" className={buttonStyles.primary}>
        <Trans>Back to Products</Trans>
      </Link>
    </div>
  );
}

function EditForm({ actor }: { actor: EditActor }) {
  const state = useProductFormState(actor, 'loaded');

  return (
    <>
      <h1 className="mb-6 text-3xl font-bold">
        <Trans>Edit Product</Trans>
        <span className="mt-1 block text-lg font-normal text-slate-600 dark:text-slate-400">
          <bdi lang="en">{state.values.name}</bdi>
        </span>
      </h1>
      <ProductForm
        {...state}
        image={<ImageSection actor={actor} disabled={!state.editing} />}
        submitLabel={<Trans>Save Changes</Trans>}
        busyLabel={<Trans>Saving...</Trans>}
      />
    </>
  );
}

/**
 * The current image (the placeholder when it is missing or fails), its path, and a file input that
 * stores a new image at once (`POST /api/products/{id}/image`) and puts its path in the form.
 */
function ImageSection({ actor, disabled }: { actor: EditActor; disabled: boolean }) {
  const { t } = useLingui();
  const translate = useTranslateMessage();
  const inputId = useId();
  const image = useSelector(actor, (s) => s.context.values.image);
  const imageVariants = useSelector(actor, (s) => s.context.imageVariants);
  const name = useSelector(actor, (s) => s.context.values.name);
  const error = useSelector(actor, (s) => s.context.fieldErrors.image);
  const fileError = useSelector(actor, (s) => s.context.fileError);
  const replacing = useSelector(actor, (s) => s.matches({ loaded: { form: 'replacingImage' } }));
  const upload = useSelector(actor, (s) => s.children.upload);

  return (
    <fieldset className="flex flex-col gap-4 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      <legend className="px-1 text-sm font-semibold text-slate-700 dark:text-slate-200">
        <Trans>Product image</Trans>
      </legend>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="w-full max-w-60 shrink-0 overflow-hidden rounded-lg border border-slate-200 bg-slate-50 dark:border-slate-700 dark:bg-slate-800">
          {image ? (
            <ProductImage
              // A new path is a new picture: a failure of the old one must not stick.
              key={image}
              product={{ image, imageVariants, name }}
              sizes="240px"
              className="aspect-4/3 w-full object-contain"
            />
          ) : (
            <img
              src={placeholderImage}
              alt=""
              width={800}
              height={600}
              className="aspect-4/3 w-full object-contain"
            />
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-4">
          <TextInput
            label={t`Image URL`}
            textLang="en"
            value={image}
            error={error}
            disabled={disabled}
            onChange={(value) => actor.send({ type: 'field.changed', field: 'image', value })}
          />
          <div>
            <label
              htmlFor={inputId}
              className="mb-1 block text-sm font-semibold text-slate-700 dark:text-slate-200"
            >
              {t`Replace image`}
            </label>
            <input
              id={inputId}
              type="file"
              accept="image/*"
              disabled={disabled}
              aria-invalid={fileError ? true : undefined}
              aria-describedby={`${inputId}-hint${fileError ? ` ${inputId}-error` : ''}`}
              onChange={(event) => {
                const input = event.currentTarget;
                const file = input.files?.[0];
                // The input is emptied at once, so choosing the same file again is a new choice.
                input.value = '';
                if (file) actor.send({ type: 'image.selected', file });
              }}
              className="block min-h-11 w-full text-sm file:me-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-700 file:px-4 file:font-semibold file:text-white"
            />
            <p id={`${inputId}-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
              {replacing ? (
                <Trans>Uploading the new image...</Trans>
              ) : (
                <Trans>The new image replaces the current one as soon as it is uploaded.</Trans>
              )}
            </p>
            {upload && <UploadStatus upload={upload} label={t`Uploading the new image`} />}
            {fileError && (
              <p id={`${inputId}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
                {translate(fileError)}
              </p>
            )}
          </div>
        </div>
      </div>
    </fieldset>
  );
}
