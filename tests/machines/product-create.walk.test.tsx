import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, vi } from 'vitest';
import type { EventObject } from 'xstate';
import type { UploadOutput } from '../../machines/upload.machine';
import type { ChosenFile, UploadFailureReason } from '../../src/api/upload-failure';
import { ProductCreatePage } from '../../src/components/admin/product-create-page';
import { expectErrorFocus } from './form-errors';
import type { SentRequest } from './http-fake';
import { productCreateModel } from './models/product-create.model';
import { productImage } from './models/product-files';
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
  returnButton,
  statuses,
  tabChecks,
  tabName,
} from './product-walk-helpers';
import { type AppScreen, renderScreen } from './screen';
import { itWalksTheScreen, type Step } from './view-walk';

const createObjectURL = URL.createObjectURL;
const revokeObjectURL = URL.revokeObjectURL;
beforeEach(() => {
  vi.useFakeTimers();
  // jsdom cannot show a chosen file; the preview's address names the file instead.
  URL.createObjectURL = (blob: Blob) => `blob:preview/${blob instanceof File ? blob.name : 'blob'}`;
  URL.revokeObjectURL = () => {};
});
afterEach(() => {
  vi.useRealTimers();
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});

type Payload = EventObject & Record<string, unknown>;

/** What the person has put in the form so far, from the walk's own record of its gestures. */
function typed(step: Step) {
  const values = {
    name: '',
    description: '',
    arabicName: '',
    arabicDescription: '',
    /** The last file chosen, kept or refused. */
    file: null as ChosenFile | null,
    arabicTouched: false,
  };
  for (const event of step.performed as Payload[]) {
    if (event.type === 'field.changed') values[event.field as 'name' | 'description'] = String(event.value);
    if (event.type === 'arabic.field.changed') {
      values.arabicTouched = true;
      if (event.field === 'name') values.arabicName = String(event.value);
      else values.arabicDescription = String(event.value);
    }
    if (event.type === 'image.selected') values.file = event.file as ChosenFile;
  }
  return values;
}

/** Why a chosen file is refused, or null when it is taken. */
function fileProblem(file: ChosenFile | null): string | null {
  if (file === null) return 'Please upload a product image';
  if (file.name === 'catalog.pdf') return 'Please upload an image file (JPEG, PNG, etc.)';
  if (file.name === 'huge.png') return 'Image size must be less than 5MB';
  return null;
}

/** A touched Arabic tab with a name or a description is checked and sent with the upload. */
const wantsTranslation = (values: ReturnType<typeof typed>) =>
  values.arabicTouched && (values.arabicName.trim() !== '' || values.arabicDescription.trim() !== '');

const missingArabic = (text: string) =>
  `Enter the Arabic ${text}: the Arabic text is saved only with a name and a description`;

const submitButton = () =>
  lasting('submit', () =>
    screen.getByRole('button', { name: /^(Create Product|Creating\.\.\.)$/, hidden: true }),
  );
const imagePicker = () => lasting('image', () => screen.getByLabelText('Product image')) as HTMLInputElement;

const englishLabels: Record<string, string> = { name: 'Name', description: 'Description' };
const arabicLabels: Record<string, string> = { name: 'Arabic name', description: 'Arabic description' };

/** The alert each failed upload shows. */
function uploadAlert(reason: UploadFailureReason): string {
  switch (reason.kind) {
    case 'refused':
      return 'Unknown product category';
    case 'serverError':
      return reason.detail === '502 Bad Gateway nginx'
        ? 'Server error: 502 Bad Gateway nginx'
        : 'Server error: Request Entity Too Large';
    case 'status':
      return 'Server error: 500';
    case 'invalidJson':
      return 'Server returned invalid JSON response';
    case 'noResponse':
      return 'Network error - please check your connection';
    case 'canceled':
      return 'Failed to create product';
  }
}

/** How the upload ends, as the walk's step says (a scenario's step names none: it is created). */
const outcomeOf = (event: EventObject) =>
  ((event as EventObject & { output?: UploadOutput<unknown> }).output ?? {
    ok: true,
  }) as UploadOutput<unknown>;
const failedUpload = (event: EventObject | undefined) =>
  event?.type === 'xstate.done.actor.upload' && !outcomeOf(event).ok;
const pictureId = 'c'.repeat(32);

const upload = 'POST /api/products/upload';
const json = { 'content-type': 'application/json; charset=utf-8' };

/** The messages under each field after a refused submit, and none where the field is fine. */
function expectSubmitErrors(step: Step) {
  const values = typed(step);
  const name = values.name.trim().length < 3 ? 'Name must be at least 3 characters' : null;
  const description =
    values.description.trim().length < 10 ? 'Description must be at least 10 characters' : null;
  const image = fileProblem(values.file);
  expectDescription(field('Name'), name);
  expectDescription(field('Description'), description);
  expect(imagePicker()).toHaveAccessibleDescription(
    `JPG, PNG or GIF, less than 5MB${image ? ` ${image}` : ''}`,
  );
  const english = Boolean(name || description || image);
  expect(englishTab()).toHaveAccessibleName(tabName('English', english));
  // Half a translation is refused by name: an Arabic name alone is never dropped unsaid.
  const arabicName = !wantsTranslation(values)
    ? null
    : values.arabicName.trim() === ''
      ? missingArabic('name')
      : null;
  const arabicDescription = !wantsTranslation(values)
    ? null
    : values.arabicDescription.trim() === ''
      ? missingArabic('description')
      : values.arabicDescription.trim().length < 10
        ? 'Description must be at least 10 characters'
        : null;
  expectDescription(field('Arabic name'), arabicName);
  expectDescription(field('Arabic description'), arabicDescription);
  expect(arabicTab()).toHaveAccessibleName(tabName('Arabic', Boolean(arabicName || arabicDescription)));
}

function expectNoFieldErrors() {
  for (const label of ['Name', 'Description', 'Arabic name', 'Arabic description'])
    expect(field(label)).not.toHaveAccessibleDescription();
  expect(imagePicker()).toHaveAccessibleDescription('JPG, PNG or GIF, less than 5MB');
  expect(englishTab()).toHaveAccessibleName('English');
  expect(arabicTab()).toHaveAccessibleName('Arabic');
}

function expectFieldsEnabled(enabled: boolean) {
  for (const label of ['Name', 'Description', 'Arabic name', 'Arabic description']) {
    if (enabled) expect(field(label)).toBeEnabled();
    else expect(field(label)).toBeDisabled();
  }
  if (enabled) expect(imagePicker()).toBeEnabled();
  else expect(imagePicker()).toBeDisabled();
}

/**
 * The upload as the server receives it: the trimmed fields, the default lists, the Arabic
 * translation when the Arabic tab is to be saved, and the image.
 */
function expectCreateSent(request: SentRequest, step: Step) {
  const values = typed(step);
  expect(request).toMatchObject({ method: 'POST', url: '/api/products/upload', timeout: 10000 });
  const body = request?.body as FormData;
  expect(body).toBeInstanceOf(FormData);
  expect(body.get('name')).toBe(values.name.trim());
  expect(body.get('category')).toBe('');
  expect(body.get('description')).toBe(values.description.trim());
  expect(body.get('features')).toBe('[]');
  expect(body.get('applications')).toBe('[]');
  expect(body.get('certifications')).toBe('[]');
  expect(JSON.parse(String(body.get('specifications')))).toEqual([
    { category: 'General', items: [{ name: 'Type', value: 'Standard' }] },
  ]);
  expect(JSON.parse(String(body.get('faqs')))).toEqual([
    { question: 'What is the warranty period?', answer: expect.stringContaining('warranty') },
  ]);
  if (wantsTranslation(values))
    expect(JSON.parse(String(body.get('translation')))).toEqual({
      name: values.arabicName.trim(),
      description: values.arabicDescription.trim(),
      features: [],
      applications: [],
      certifications: [],
    });
  else expect(body.get('translation')).toBeNull();
  // The picture went first, as a resumable upload: the form names it.
  expect(body.get('upload')).toBe(pictureId);
  expect(body.has('image')).toBe(false);
}

/** The picture's upload as it starts: announced with its size, its kind and its name. */
async function expectUploadStarted(http: AppScreen['http']) {
  // Sent once the upload client is loaded, with the first upload.
  await http.next('POST /api/uploads');
  const [request] = http.pending();
  expect(http.pending()).toHaveLength(1);
  expect(request).toMatchObject({ method: 'POST', url: '/api/uploads' });
  expect(request?.headers['Upload-Length']).toBe(String(productImage.size));
  expect(request?.headers['Upload-Metadata']).toBe(
    `kind ${btoa('productImage')},filename ${btoa('pipe.jpg')},filetype ${btoa('image/jpeg')}`,
  );
}

const formChecks = {
  editing: ({ http }: AppScreen, step: Step) => {
    expect(
      lasting('heading', () => screen.getByRole('heading', { name: 'Create Product', hidden: true })),
    ).toBeInTheDocument();
    expect(submitButton()).toHaveTextContent('Create Product');
    expect(submitButton()).toBeEnabled();
    expectErrorFocus(document, step);
    expect(cancel()).toHaveAttribute('href', '/admin/products');
    expectFieldsEnabled(true);
    expect(screen.queryByRole('progressbar', { hidden: true })).toBeNull();
    const last = step.event;
    const uploads = http.sent.filter((r) => r.url === '/api/products/upload');
    const outcome = last ? outcomeOf(last) : null;
    if (last && failedUpload(last) && outcome && !outcome.ok) {
      expect(errors()).toEqual([`Error: ${uploadAlert(outcome.reason)}`]);
      expect(statuses()).toEqual([]);
      expect(http.pending()).toEqual([]);
      expectNoFieldErrors();
      // Nothing typed is lost: the admin tries again with the same form.
      expect(field('Name')).toHaveValue(typed(step).name);
      expect(screen.getByAltText('Preview of pipe.jpg')).toHaveAttribute('src', 'blob:preview/pipe.jpg');
    } else {
      expect(errors()).toEqual([]);
    }
    if (!step.performed.some(failedUpload)) expect(uploads).toEqual([]);
    if (last?.type === 'form.submitted') expectSubmitErrors(step);
    if (last?.type === 'field.changed')
      expectDescription(field(englishLabels[String((last as Payload).field)] ?? ''), null);
    if (last?.type === 'arabic.field.changed')
      expectDescription(field(arabicLabels[String((last as Payload).field)] ?? ''), null);
    if (last?.type === 'image.selected') {
      const file = (last as Payload).file as ChosenFile;
      const problem = fileProblem(file);
      expect(imagePicker()).toHaveAccessibleDescription(
        `JPG, PNG or GIF, less than 5MB${problem ? ` ${problem}` : ''}`,
      );
      if (problem) expect(screen.queryByAltText(/^Preview of/)).toBeNull();
      else expect(screen.getByAltText('Preview of pipe.jpg')).toHaveAttribute('src', 'blob:preview/pipe.jpg');
    }
  },
  submitting: async ({ http }: AppScreen) => {
    expect(submitButton()).toHaveTextContent('Creating...');
    expect(submitButton()).toBeDisabled();
    expect(cancel()).toHaveAttribute('aria-disabled', 'true');
    expect(cancel()).not.toHaveAttribute('href');
    expectFieldsEnabled(false);
    expectNoFieldErrors();
    const bar = screen.getByRole('progressbar', { name: 'Uploading the image', hidden: true });
    expect(bar).toHaveAttribute('value', '0');
    expect(bar.parentElement).toHaveTextContent(/^0%0 byte(s)? of /);
    await expectUploadStarted(http);
    expect(statuses()).toEqual([]);
  },
  succeeded: ({ http, location }: AppScreen, step: Step) => {
    // The translation went with the upload: one call, one announcement.
    expect(new Set(http.sent.map((r) => `${r.method} ${r.url}`))).toEqual(
      new Set(['POST /api/uploads', `PATCH /api/uploads/${pictureId}`, upload]),
    );
    expect(statuses()).toEqual(['Product Created: Product created successfully']);
    expect(http.pending()).toEqual([]);
    if (step.event?.type.startsWith('xstate.after.')) {
      expect(location()).toBe('/admin/products');
      expect(screen.getByRole('heading', { name: 'Products list', hidden: true })).toBeVisible();
    } else {
      expect(location()).toBe('/admin/products/create');
      expect(submitButton()).toBeDisabled();
      expect(submitButton()).toHaveTextContent('Creating...');
      expectFieldsEnabled(false);
    }
  },
};

const arabicChecks = {
  untouched: () => {
    expect(field('Arabic name')).toHaveValue('');
    expect(field('Arabic description')).toHaveValue('');
  },
  touched: (_: AppScreen, step: Step) => {
    const values = typed(step);
    expect(field('Arabic name')).toHaveValue(values.arabicName);
    expect(field('Arabic description')).toHaveValue(values.arabicDescription);
  },
};

/** One state of the three regions: the form's, the tab's and the Arabic tab's checks together. */
function check(
  form: keyof typeof formChecks,
  tab: keyof typeof tabChecks,
  arabic: keyof typeof arabicChecks,
) {
  return async (screenNow: AppScreen, step: Step) => {
    await formChecks[form](screenNow, step);
    // Once back on the list, the form is gone.
    if (step.event?.type.startsWith('xstate.after.')) return;
    tabChecks[tab]();
    arabicChecks[arabic](screenNow, step);
  };
}

describe('the create-product page', () => {
  itWalksTheScreen<AppScreen>({
    model: productCreateModel,
    everyVariant: true,
    timeout: 300_000,
    render: (_path, inspect) =>
      renderScreen({
        url: '/admin/products/create',
        routes: {
          '/admin/products/create': ProductCreatePage,
          '/admin/products': () => <h1>Products list</h1>,
        },
        inspect,
        fakeTimers: true,
      }),
    drivers: {
      'field.changed': async (_, event) => {
        const { field: name, value } = event as Payload;
        await fill(field(englishLabels[String(name)] ?? ''), String(value));
      },
      'arabic.field.changed': async (_, event) => {
        const { field: name, value } = event as Payload;
        await fill(field(arabicLabels[String(name)] ?? ''), String(value));
      },
      'image.selected': async (_, event) => {
        await choose(imagePicker(), (event as Payload).file as ChosenFile);
      },
      'tab.selected': async ({ user }, event) => {
        // Back to English through the Arabic tab's own button, to Arabic through its tab.
        if ((event as Payload).tab === 'english') await user.click(returnButton());
        else await user.click(arabicTab());
      },
      'form.submitted': async ({ user }) => user.click(submitButton()),
      // The picture is created and all its bytes written; then the product is asked for, and the
      // server creates it, or refuses, fails, answers nonsense or never answers.
      'xstate.done.actor.upload': async ({ http }, event, step) => {
        await http.answer('POST /api/uploads', 201, '', { location: `/api/uploads/${pictureId}` });
        await http.answer(`PATCH /api/uploads/${pictureId}`, 204, '', {
          'upload-offset': String(productImage.size),
        });
        expectCreateSent(await http.next(upload), step);
        const outcome = outcomeOf(event);
        if (outcome.ok)
          return http.answer(
            upload,
            201,
            '{"success":true,"productId":7,"message":"Product created successfully","code":"productCreated"}',
            json,
          );
        const { reason } = outcome;
        switch (reason.kind) {
          case 'refused':
            return http.answer(
              upload,
              400,
              '{"success":false,"message":"Unknown product category","code":"unknownCategory"}',
              json,
            );
          case 'serverError':
            return reason.detail === '502 Bad Gateway nginx'
              ? http.answer(
                  upload,
                  502,
                  '<html><head><style>h1 { color: red }</style></head><body><h1>502 Bad Gateway</h1>\n<hr><center>nginx</center></body></html>',
                  { 'content-type': 'text/html' },
                )
              : http.answer(upload, 413, '{"message":"Request Entity Too Large"}', json);
          case 'status':
            return http.answer(upload, 500, '{"success":false}', json);
          case 'invalidJson':
            return http.answer(upload, 201, '', json);
          default:
            return http.timeOut(upload);
        }
      },
      'xstate.after.redirect.productCreate.form.succeeded': async () => {
        await vi.advanceTimersByTimeAsync(1000);
      },
    },
    checks: {
      'form.editing & tab.english & arabic.untouched': check('editing', 'english', 'untouched'),
      'form.editing & tab.arabic & arabic.untouched': check('editing', 'arabic', 'untouched'),
      'form.editing & tab.english & arabic.touched': check('editing', 'english', 'touched'),
      'form.editing & tab.arabic & arabic.touched': check('editing', 'arabic', 'touched'),
      'form.submitting & tab.english & arabic.untouched': check('submitting', 'english', 'untouched'),
      'form.submitting & tab.arabic & arabic.untouched': check('submitting', 'arabic', 'untouched'),
      'form.submitting & tab.english & arabic.touched': check('submitting', 'english', 'touched'),
      'form.submitting & tab.arabic & arabic.touched': check('submitting', 'arabic', 'touched'),
      'form.succeeded & tab.english & arabic.untouched': check('succeeded', 'english', 'untouched'),
      'form.succeeded & tab.arabic & arabic.untouched': check('succeeded', 'arabic', 'untouched'),
      'form.succeeded & tab.english & arabic.touched': check('succeeded', 'english', 'touched'),
      'form.succeeded & tab.arabic & arabic.touched': check('succeeded', 'arabic', 'touched'),
    },
  });
});
