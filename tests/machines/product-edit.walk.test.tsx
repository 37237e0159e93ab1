import { useParams } from '@tanstack/react-router';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, vi } from 'vitest';
import type { EventObject } from 'xstate';
import type { UploadOutput } from '../../machines/upload.machine';
import type { ApiError } from '../../src/api/errors';
import type { AdminProduct, StoredTranslation } from '../../src/api/products';
import type { ChosenFile, UploadFailureReason } from '../../src/api/upload-failure';
import { ProductEditPage } from '../../src/components/admin/product-edit-page';
import { expectErrorFocus } from './form-errors';
import { newImage, productEditModel } from './models/product-edit.model';
import {
  arabicTab,
  cancel,
  choose,
  englishTab,
  errors,
  expectDescription,
  field,
  fill,
  lasting,
  statuses,
  tabChecks,
  tabName,
} from './product-walk-helpers';
import { type AppScreen, renderScreen } from './screen';
import { itWalksTheScreen, type Step } from './view-walk';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

type Payload = EventObject & Record<string, unknown>;

/** The edit route as the app has it: a path id that is not a positive whole number is no product. */
function EditRoute() {
  const { id } = useParams({ strict: false }) as { id: string };
  return <ProductEditPage key={id} id={/^[1-9]\d*$/.test(id) ? Number(id) : null} />;
}

const arabicFields = ['name', 'description', 'features', 'applications', 'certifications'] as const;
type ArabicText = Record<(typeof arabicFields)[number], string | string[]>;

const emptyArabic: ArabicText = {
  name: '',
  description: '',
  features: [],
  applications: [],
  certifications: [],
};

/** The form as the person sees it now: the loaded product with their edits and the stored image. */
function form(step: Step) {
  let product: AdminProduct | null = null;
  let stored: ArabicText = emptyArabic;
  const values = { name: '', image: '' };
  let arabic: ArabicText = emptyArabic;
  for (const event of step.performed as Payload[]) {
    if (event.type === 'xstate.done.actor.loadProduct') {
      const output = event.output as { product: AdminProduct; arabic: StoredTranslation | null };
      product = output.product;
      values.name = product.name;
      values.image = product.image;
      stored = output.arabic
        ? (Object.fromEntries(arabicFields.map((name) => [name, output.arabic?.[name] ?? ''])) as ArabicText)
        : emptyArabic;
      arabic = stored;
    }
    if (event.type === 'field.changed') values[event.field as 'name' | 'image'] = String(event.value);
    if (event.type === 'arabic.field.changed') arabic = { ...arabic, [String(event.field)]: event.value };
    if (event.type === 'xstate.done.actor.upload' && swapOutcomeOf(event).ok) values.image = newImage.image;
  }
  if (!product) throw new Error('The walk has not loaded the product');
  const trimmed = (text: ArabicText) =>
    JSON.stringify(text, (_, v) => (typeof v === 'string' ? v.trim() : v));
  // A changed Arabic text is checked and saved after the product, unless the tab was and is empty.
  const hasText = (text: ArabicText) =>
    String(text.name).trim() !== '' || String(text.description).trim() !== '';
  const wantsTranslation = trimmed(arabic) !== trimmed(stored) && (hasText(arabic) || hasText(stored));
  return { product, values, arabic, wantsTranslation };
}

const last = (step: Step, type: string) =>
  [...step.performed].reverse().find((event) => event.type === type) as Payload | undefined;
const happened = (step: Step, type: string) => step.performed.some((event) => event.type === type);

const saveButton = () =>
  lasting('save', () => screen.getByRole('button', { name: /^(Save Changes|Saving\.\.\.)$/, hidden: true }));
const filePicker = () => lasting('file', () => screen.getByLabelText('Replace image'));
const imageHint = 'The new image replaces the current one as soon as it is uploaded.';

/** The alert a failed call shows: the server's reason, else the default message for that call. */
function failureAlert(event: Payload, messages: { failed: string; error: string }): string {
  const error = event.error as ApiError;
  if (error.kind === 'noResponse') return 'Network error - please check your connection';
  if (error.kind === 'timeout') return messages.error;
  if (error.code === 'productNotFound') return 'Product not found';
  if (error.code === 'unknownImage')
    return 'The image must be the product’s current image or another uploaded product image';
  if (error.code === 'imageTooManyPixels') return 'The image has too many pixels: at most 50 megapixels';
  return messages.failed;
}

const update = 'PUT /api/products/1';
const translation = 'POST /api/products/1/translations/ar';
const imageUpload = 'POST /api/products/1/image';
const json = { 'content-type': 'application/json; charset=utf-8' };
const pictureId = 'd'.repeat(32);

/** How a picture swap ends, as the walk's step says. */
const swapOutcomeOf = (event: EventObject) =>
  (event as EventObject & { output: UploadOutput<unknown> }).output;

/** The alert a failed swap shows: the server's reason, else that it failed. */
function swapAlert(reason: UploadFailureReason): string {
  if (reason.kind === 'refused' && reason.code === 'imageTooManyPixels')
    return 'The image has too many pixels: at most 50 megapixels';
  return 'The image could not be replaced';
}

/** What the form shows and lets the person do in each step of the form region. */
const formChecks = {
  editing: ({ http }: AppScreen, step: Step) => {
    const now = form(step);
    expect(screen.getByRole('heading', { level: 1, hidden: true })).toHaveTextContent(
      `Edit Product${now.values.name}`,
    );
    expect(saveButton()).toHaveTextContent('Save Changes');
    expectErrorFocus(document, step);
    expect(saveButton()).toBeEnabled();
    expect(cancel()).toHaveAttribute('href', '/admin/products');
    for (const label of ['Name', 'Image URL', 'Arabic name']) expect(field(label)).toBeEnabled();
    expect(filePicker()).toBeEnabled();
    expect(field('Name')).toHaveValue(now.values.name);
    expect(field('Image URL')).toHaveValue(now.values.image);
    expect(field('Arabic name')).toHaveValue(now.arabic.name);
    expect(field('Arabic description')).toHaveValue(now.arabic.description);
    // Its publishing as loaded: a published product 'Publish now', a draft 'Save as a draft'.
    const choice = { published: 'Publish now', draft: 'Save as a draft', scheduled: 'Publish at a time' };
    expect(screen.getByRole('radio', { name: choice[now.product.status], hidden: true })).toBeChecked();
    // The product's picture while it has an image path, the placeholder (no name) without one.
    const picture = screen.queryByRole('img', { name: now.values.name, hidden: true });
    if (now.values.image) expect(picture).toHaveAttribute('src', now.values.image);
    else expect(picture).toBeNull();
    expect(http.pending()).toEqual([]);
    const event = step.event as Payload;
    const failed = (e: EventObject) =>
      e.type.startsWith('xstate.error.') || (e.type === 'xstate.done.actor.upload' && !swapOutcomeOf(e).ok);
    if (!step.performed.some(failed)) expect(errors()).toEqual([]);
    switch (event.type) {
      case 'xstate.done.actor.loadProduct':
        expect(statuses()).toEqual([]);
        expect(filePicker()).toHaveAccessibleDescription(imageHint);
        break;
      case 'form.submitted': {
        expectDescription(
          field('Name'),
          now.values.name.trim().length < 3 ? 'Name must be at least 3 characters' : null,
        );
        expectDescription(
          field('Image URL'),
          now.values.image.trim() === '' ? 'Image URL is required' : null,
        );
        const english = now.values.name.trim().length < 3 || now.values.image.trim() === '';
        expect(englishTab()).toHaveAccessibleName(tabName('English', english));
        // Half a translation is refused by name: an Arabic name alone is never dropped unsaid.
        const missing = (text: string) =>
          `Enter the Arabic ${text}: the Arabic text is saved only with a name and a description`;
        const arabicName = String(now.arabic.name).trim();
        const arabicText = String(now.arabic.description).trim();
        const arabicNameError = now.wantsTranslation && arabicName === '' ? missing('name') : null;
        const arabicDescription = !now.wantsTranslation
          ? null
          : arabicText === ''
            ? missing('description')
            : arabicText.length < 10
              ? 'Description must be at least 10 characters'
              : null;
        expectDescription(field('Arabic name'), arabicNameError);
        expectDescription(field('Arabic description'), arabicDescription);
        expect(arabicTab()).toHaveAccessibleName(
          tabName('Arabic', Boolean(arabicNameError || arabicDescription)),
        );
        break;
      }
      case 'field.changed':
        expectDescription(field(event.field === 'name' ? 'Name' : 'Image URL'), null);
        break;
      case 'arabic.field.changed':
        expectDescription(field(event.field === 'name' ? 'Arabic name' : 'Arabic description'), null);
        break;
      case 'image.selected':
        // Only a refused file leaves the form editing: it is never sent.
        expect(filePicker()).toHaveAccessibleDescription(`${imageHint} Image size must be less than 5MB`);
        expect(http.sent.filter((r) => r.url === '/api/products/1/image')).toHaveLength(
          step.performed.filter((e) => e.type === 'xstate.done.actor.upload').length,
        );
        break;
      case 'xstate.done.actor.upload': {
        const outcome = swapOutcomeOf(event);
        expect(filePicker()).toHaveAccessibleDescription(imageHint);
        if (!outcome.ok) {
          expect(errors()[0]).toBe(`Error: ${swapAlert(outcome.reason)}`);
          break;
        }
        expect(statuses()[0]).toBe('Image Replaced: Product updated successfully');
        expectDescription(field('Image URL'), null);
        expect(picture?.parentElement?.querySelector('source[type="image/webp"]')).toHaveAttribute(
          'srcset',
          '/media/products/new-400.webp 400w',
        );
        break;
      }
      case 'xstate.error.actor.updateProduct':
        expect(errors()[0]).toBe(
          `Error: ${failureAlert(event, {
            failed: 'Failed to update product',
            error: 'An error occurred while updating the product',
          })}`,
        );
        expect(statuses()).not.toContain('Product Updated: Product updated successfully');
        break;
      case 'xstate.error.actor.updateTranslation':
        expect(errors()[0]).toBe(
          `Error: ${failureAlert(event, {
            failed: 'Failed to update translation',
            error: 'An error occurred while updating the translation',
          })}`,
        );
        // The product itself was saved; the translation can be tried again from here.
        expect(statuses()[0]).toBe('Product Updated: Product updated successfully');
        break;
    }
  },
  replacingImage: async ({ http }: AppScreen, step: Step) => {
    expect(filePicker()).toHaveAccessibleDescription('Uploading the new image...');
    expect(filePicker()).toBeDisabled();
    for (const label of ['Name', 'Image URL', 'Arabic name']) expect(field(label)).toBeDisabled();
    expect(saveButton()).toHaveTextContent('Save Changes');
    expect(saveButton()).toBeDisabled();
    expect(cancel()).toHaveAttribute('href', '/admin/products');
    // The new picture's upload starts (once the upload client is loaded, with the first upload):
    // announced with its size, kind and name.
    await http.next('POST /api/uploads');
    const [request, ...others] = http.pending();
    expect(others).toEqual([]);
    expect(request).toMatchObject({ method: 'POST', url: '/api/uploads' });
    const chosen = last(step, 'image.selected')?.file as ChosenFile | undefined;
    expect(request?.headers['Upload-Length']).toBe(String(chosen?.size));
    expect(request?.headers['Upload-Metadata']).toBe(
      `kind ${btoa('productImage')},filename ${btoa('pipe.jpg')},filetype ${btoa('image/jpeg')}`,
    );
    expect(
      screen.getByRole('progressbar', { name: 'Uploading the new image', hidden: true }),
    ).toHaveAttribute('value', '0');
  },
  saving: ({ http }: AppScreen, step: Step) => {
    const now = form(step);
    expect(saveButton()).toHaveTextContent('Saving...');
    expect(saveButton()).toBeDisabled();
    expect(cancel()).toHaveAttribute('aria-disabled', 'true');
    expect(cancel()).not.toHaveAttribute('href');
    for (const label of ['Name', 'Image URL', 'Arabic name']) expect(field(label)).toBeDisabled();
    expect(filePicker()).toBeDisabled();
    expectDescription(field('Name'), null);
    expect(englishTab()).toHaveAccessibleName('English');
    expect(http.pending()).toEqual([
      expect.objectContaining({
        method: 'PUT',
        url: '/api/products/1',
        body: {
          name: now.values.name.trim(),
          category: now.product.category,
          description: now.product.description,
          features: now.product.features,
          applications: now.product.applications,
          certifications: now.product.certifications,
          image: now.values.image,
          // Its publication, unchanged, is left out: the server keeps it as it is.
        },
      }),
    ]);
  },
  savingTranslation: ({ http }: AppScreen, step: Step) => {
    const now = form(step);
    expect(saveButton()).toHaveTextContent('Saving...');
    expect(saveButton()).toBeDisabled();
    expect(field('Arabic name')).toBeDisabled();
    expect(statuses()[0]).toBe('Product Updated: Product updated successfully');
    expect(http.pending()).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/api/products/1/translations/ar',
        body: {
          name: String(now.arabic.name).trim(),
          description: String(now.arabic.description).trim(),
          features: now.arabic.features,
          applications: now.arabic.applications,
          certifications: now.arabic.certifications,
        },
      }),
    ]);
  },
  succeeded: ({ http, location }: AppScreen, step: Step) => {
    const translated = happened(step, 'xstate.done.actor.updateTranslation');
    expect(statuses()[0]).toBe(
      translated
        ? 'Translation Updated: Translation saved successfully'
        : 'Product Updated: Product updated successfully',
    );
    expect(statuses()).toContain('Product Updated: Product updated successfully');
    if (!translated) expect(http.sent.filter((r) => r.url === '/api/products/1/translations/ar')).toEqual([]);
    expect(http.pending()).toEqual([]);
    if (step.event?.type.startsWith('xstate.after.')) {
      expect(location()).toBe('/admin/products');
      expect(screen.getByRole('heading', { name: 'Products list', hidden: true })).toBeInTheDocument();
    } else {
      expect(location()).toBe('/admin/products/edit/1');
      expect(saveButton()).toHaveTextContent('Saving...');
      expect(saveButton()).toBeDisabled();
      expect(field('Name')).toBeDisabled();
    }
  },
};

/** The form region's state with the tab region's. */
const loaded =
  (state: keyof typeof formChecks, tab: keyof typeof tabChecks) =>
  async (screenNow: AppScreen, step: Step) => {
    await formChecks[state](screenNow, step);
    // Once back on the list, the form is gone.
    if (!step.event?.type.startsWith('xstate.after.')) tabChecks[tab]();
  };

/** 'Product Not Found' with the way back to the list, and the alert saying why. */
function expectNotFound(location: string, alert: string) {
  expect(screen.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Back to Products' })).toHaveAttribute('href', '/admin/products');
  expect(screen.queryByRole('textbox')).toBeNull();
  expect(errors()).toEqual([`Error: ${alert}`]);
  expect(location).toMatch(/^\/admin\/products\/edit\//);
}

describe('the edit-product page', () => {
  itWalksTheScreen<AppScreen>({
    model: productEditModel,
    everyVariant: true,
    timeout: 300_000,
    render: (path, inspect) =>
      renderScreen({
        url: `/admin/products/edit/${(path.input as { id: number | null }).id ?? 'pipe'}`,
        routes: {
          '/admin/products/edit/$id': EditRoute,
          '/admin/products': () => <h1>Products list</h1>,
        },
        inspect,
        fakeTimers: true,
      }),
    drivers: {
      'xstate.done.actor.loadProduct': async ({ http }, event) => {
        const { product, arabic } = (event as Payload).output as {
          product: AdminProduct;
          arabic: StoredTranslation | null;
        };
        // The portal reads a product whatever its publication.
        await http.answer('GET /api/admin/products/1?lang=en', 200, product);
        if (arabic) await http.answer('GET /api/products/1/translations/ar', 200, arabic);
      },
      'xstate.error.actor.loadProduct': ({ http }, event) =>
        ((event as Payload).error as ApiError).kind === 'noResponse'
          ? http.fail('GET /api/admin/products/1?lang=en')
          : http.answer('GET /api/admin/products/1?lang=en', 404, {
              success: false,
              message: 'Product not found',
              code: 'productNotFound',
            }),
      'field.changed': async (_, event) => {
        const { field: name, value } = event as Payload;
        await fill(field(name === 'name' ? 'Name' : 'Image URL'), String(value));
      },
      'arabic.field.changed': async (_, event) => {
        const { field: name, value } = event as Payload;
        await fill(field(name === 'name' ? 'Arabic name' : 'Arabic description'), String(value));
      },
      'image.selected': async (_, event) => choose(filePicker(), (event as Payload).file as ChosenFile),
      'tab.selected': async ({ user }, event) =>
        user.click((event as Payload).tab === 'english' ? englishTab() : arabicTab()),
      'form.submitted': async ({ user }) => user.click(saveButton()),
      // The picture is created and all its bytes written; then the swap naming it is answered.
      'xstate.done.actor.upload': async ({ http }, event, step) => {
        const chosen = last(step, 'image.selected')?.file as ChosenFile | undefined;
        await http.answer('POST /api/uploads', 201, '', { location: `/api/uploads/${pictureId}` });
        await http.answer(`PATCH /api/uploads/${pictureId}`, 204, '', {
          'upload-offset': String(chosen?.size),
        });
        const swap = await http.next(imageUpload);
        expect([...(swap.body as FormData).entries()]).toEqual([['upload', pictureId]]);
        const outcome = swapOutcomeOf(event);
        if (outcome.ok) return http.answer(imageUpload, 200, JSON.stringify(newImage), json);
        if (outcome.reason.kind === 'refused')
          return http.answer(
            imageUpload,
            400,
            JSON.stringify({ success: false, message: 'Too many pixels', code: 'imageTooManyPixels' }),
            json,
          );
        return http.answer(imageUpload, 500, '{"success":false}', json);
      },
      'xstate.done.actor.updateProduct': ({ http }) =>
        http.answer(update, 200, {
          success: true,
          message: 'Product updated successfully',
          code: 'productUpdated',
        }),
      'xstate.error.actor.updateProduct': ({ http }, event) =>
        failWith(http, update, (event as Payload).error as ApiError),
      'xstate.done.actor.updateTranslation': ({ http }) =>
        http.answer(translation, 200, {
          success: true,
          message: 'Translation saved successfully',
          code: 'translationSaved',
        }),
      'xstate.error.actor.updateTranslation': ({ http }, event) =>
        failWith(http, translation, (event as Payload).error as ApiError),
      'xstate.after.redirect.productEdit.loaded.form.succeeded': async () => {
        await vi.advanceTimersByTimeAsync(1000);
      },
    },
    checks: {
      invalid: ({ http, location }) => {
        expectNotFound(location(), 'Invalid product ID');
        expect(http.sent).toEqual([]);
      },
      loading: ({ http }) => {
        expect(screen.getByText('Loading…')).toBeInTheDocument();
        expect(http.pending()).toEqual([
          expect.objectContaining({ method: 'GET', url: '/api/admin/products/1?lang=en' }),
        ]);
        expect(screen.queryByRole('textbox')).toBeNull();
      },
      notFound: ({ location }, step) => {
        const error = (step.event as Payload).error as ApiError;
        expectNotFound(
          location(),
          error.kind === 'noResponse' ? 'Network error - please check your connection' : 'Product not found',
        );
      },
      'loaded.(form.editing & tab.english)': loaded('editing', 'english'),
      'loaded.(form.editing & tab.arabic)': loaded('editing', 'arabic'),
      'loaded.(form.replacingImage & tab.english)': loaded('replacingImage', 'english'),
      'loaded.(form.replacingImage & tab.arabic)': loaded('replacingImage', 'arabic'),
      'loaded.(form.saving & tab.english)': loaded('saving', 'english'),
      'loaded.(form.saving & tab.arabic)': loaded('saving', 'arabic'),
      'loaded.(form.savingTranslation & tab.english)': loaded('savingTranslation', 'english'),
      'loaded.(form.savingTranslation & tab.arabic)': loaded('savingTranslation', 'arabic'),
      'loaded.(form.succeeded & tab.english)': loaded('succeeded', 'english'),
      'loaded.(form.succeeded & tab.arabic)': loaded('succeeded', 'arabic'),
    },
  });
});

/** Fails a request the way the model's error says: the server's refusal, an error page, no answer, or a timeout. */
function failWith(http: AppScreen['http'], request: `${'POST' | 'PUT'} ${string}`, error: ApiError) {
  if (error.kind === 'noResponse') return http.fail(request);
  if (error.kind === 'timeout') return http.timeOut(request);
  return http.answer(
    request,
    error.status ?? 500,
    error.code ? { success: false, message: 'Refused', code: error.code } : {},
  );
}
