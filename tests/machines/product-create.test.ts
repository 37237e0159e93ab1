import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { Notice } from '../../machines/notice';
import {
  type CreateResult,
  type ImageFile,
  imageError,
  type ProductUploadRequest,
  productCreateMachine,
  uploadErrorMessage,
} from '../../machines/product-create.machine';
import { ApiError } from '../../src/api/errors';
import type { ProductTranslation } from '../../src/api/products';
import type { Result } from '../../src/api/users';
import { productCreateModel, productImage } from './models/product-create.model';
import { itWalksEveryTransition } from './walk';

type TranslationRequest = { productId: number; translation: ProductTranslation };

function start() {
  const clock = new SimulatedClock();
  const effects = {
    uploadProduct: vi.fn<(request: ProductUploadRequest) => void>(),
    saveTranslation: vi.fn<(request: TranslationRequest) => void>(),
    notify: vi.fn<(notice: Notice) => void>(),
    goToList: vi.fn(),
  };
  const actor = createActor(
    productCreateMachine.provide({
      actors: {
        // Record the request and never answer: each test sends the answer it is about.
        uploadProduct: fromPromise<CreateResult, ProductUploadRequest>(({ input }) => {
          effects.uploadProduct(input);
          return new Promise(() => {});
        }),
        saveTranslation: fromPromise<Result, TranslationRequest>(({ input }) => {
          effects.saveTranslation(input);
          return new Promise(() => {});
        }),
      },
      actions: { notify: (_, notice) => effects.notify(notice), goToList: () => effects.goToList() },
    }),
    { clock },
  ).start();
  const snapshot = () => actor.getSnapshot();
  const fillEnglish = () => {
    actor.send({ type: 'field.changed', field: 'name', value: '  PVC Pipe ' });
    actor.send({ type: 'field.changed', field: 'description', value: 'Pressure pipe for water networks' });
    actor.send({ type: 'field.changed', field: 'features', value: [' Light ', '', 'Strong'] });
    actor.send({ type: 'image.selected', file: productImage });
  };
  const fillArabic = (name = 'أنبوب ضغط', description = 'أنبوب ضغط لشبكات المياه') => {
    actor.send({ type: 'tab.selected', tab: 'arabic' });
    actor.send({ type: 'arabic.field.changed', field: 'name', value: name });
    actor.send({ type: 'arabic.field.changed', field: 'description', value: description });
  };
  return { actor, clock, effects, snapshot, fillEnglish, fillArabic };
}

const uploaded = (output: CreateResult) => ({ type: 'xstate.done.actor.uploadProduct', output }) as never;
const uploadFailed = (error: unknown) => ({ type: 'xstate.error.actor.uploadProduct', error }) as never;
const translationAnswered = (output: Result) =>
  ({ type: 'xstate.done.actor.saveTranslation', output }) as never;
const created = { success: true, productId: 7, message: 'Product created successfully' };
const createdNotice = { type: 'success', title: 'Product Created', message: 'Product created successfully' };
const warning = {
  type: 'warning',
  title: 'Warning',
  message: 'Product created, but the Arabic translation could not be saved.',
};

describe('product create machine', () => {
  itWalksEveryTransition(productCreateModel);

  describe('uploadErrorMessage (spec §8 "Product create upload errors")', () => {
    const failure = (status: number, contentType: string | null, body: string) => ({
      status,
      contentType,
      body,
    });

    it.each([
      [
        'an HTML page, by content type',
        failure(
          502,
          'text/html; charset=utf-8',
          '<html><head><title>502</title><style>h1{}</style></head><body><h1>Bad   Gateway</h1>\n<p>nginx</p></body></html>',
        ),
        'Server error: 502 Bad Gateway nginx',
      ],
      [
        'an HTML page, by its first character',
        failure(500, null, '<pre>Error: disk full</pre>'),
        'Server error: Error: disk full',
      ],
      ['an HTML page without text', failure(503, 'text/html', '<html></html>'), 'Server error: 503'],
      [
        'a JSON message',
        failure(400, 'application/json', '{"success":false,"message":"Unknown product category"}'),
        'Unknown product category',
      ],
      ['JSON without a message', failure(500, 'application/json', '{"success":false}'), 'Server error: 500'],
      ['an empty body', failure(500, 'application/json', ''), 'Server returned invalid JSON response'],
      [
        'a body that is not JSON',
        failure(500, 'text/plain', 'Internal Server Error'),
        'Server returned invalid JSON response',
      ],
      [
        'no answer',
        new ApiError('noResponse', 'Network Error'),
        'Network error - please check your connection',
      ],
      ['a failed fetch', new TypeError('Failed to fetch'), 'Network error - please check your connection'],
      [
        'an ApiError answer with a message',
        new ApiError('response', 'x', 413, 'File too large'),
        'File too large',
      ],
      ['an ApiError answer without one', new ApiError('response', 'x', 500), 'Server error: 500'],
    ])('explains %s', (_, error, message) => {
      expect(uploadErrorMessage(error)).toBe(message);
    });

    it('keeps the first 200 characters of an HTML page', () => {
      const message = uploadErrorMessage(failure(500, 'text/html', `<p>${'x'.repeat(300)}</p>`));
      expect(message).toBe(`Server error: ${'x'.repeat(200)}`);
    });
  });

  it.each<[string, ImageFile | null, string | null]>([
    ['no file', null, 'Please upload a product image'],
    [
      'a PDF',
      { name: 'a.pdf', type: 'application/pdf', size: 10 },
      'Please upload an image file (JPEG, PNG, etc.)',
    ],
    [
      'a 5 MB image',
      { name: 'a.png', type: 'image/png', size: 5 * 1024 * 1024 },
      'Image size must be less than 5MB',
    ],
    ['a JPEG under 5 MB', { name: 'a.jpg', type: 'image/jpeg', size: 5 * 1024 * 1024 - 1 }, null],
  ])('checks the chosen image: %s', (_, file, error) => {
    expect(imageError(file)).toBe(error);
    const { actor, snapshot } = start();
    actor.send({ type: 'image.selected', file });
    expect(snapshot().context.fieldErrors.image).toBe(error ?? undefined);
    expect(snapshot().context.image).toBe(error ? null : file);
  });

  it('keeps the reason a file was rejected when the form is submitted', () => {
    const { actor, snapshot } = start();
    actor.send({ type: 'image.selected', file: { name: 'a.pdf', type: 'application/pdf', size: 10 } });
    actor.send({ type: 'form.submitted' });
    expect(snapshot().context.fieldErrors.image).toBe('Please upload an image file (JPEG, PNG, etc.)');
  });

  it('replaces an image error once a good image is chosen', () => {
    const { actor, snapshot } = start();
    actor.send({ type: 'image.selected', file: { name: 'a.pdf', type: 'application/pdf', size: 10 } });
    actor.send({ type: 'image.selected', file: productImage });
    expect(snapshot().context.fieldErrors).toEqual({});
  });

  it('refuses an incomplete form with the spec messages and shows the English tab', () => {
    const { actor, effects, snapshot } = start();
    actor.send({ type: 'tab.selected', tab: 'arabic' });
    actor.send({ type: 'field.changed', field: 'name', value: 'PV' });
    actor.send({ type: 'form.submitted' });
    expect(snapshot().value).toEqual({ form: 'editing', tab: 'english', arabic: 'untouched' });
    expect(snapshot().context.fieldErrors).toEqual({
      name: 'Name must be at least 3 characters',
      description: 'Description must be at least 10 characters',
      image: 'Please upload a product image',
    });
    expect(effects.uploadProduct).not.toHaveBeenCalled();
    actor.send({ type: 'field.changed', field: 'name', value: 'PVC' });
    expect(snapshot().context.fieldErrors.name).toBeUndefined();
  });

  it('refuses a too-short Arabic name and description and shows the Arabic tab', () => {
    const { actor, effects, snapshot, fillEnglish, fillArabic } = start();
    fillEnglish();
    fillArabic('أن', 'قصير');
    actor.send({ type: 'tab.selected', tab: 'english' });
    actor.send({ type: 'form.submitted' });
    expect(snapshot().matches({ form: 'editing', tab: 'arabic' })).toBe(true);
    expect(snapshot().context.fieldErrors).toEqual({});
    expect(snapshot().context.arabicErrors).toEqual({
      name: 'Name must be at least 3 characters',
      description: 'Description must be at least 10 characters',
    });
    expect(effects.uploadProduct).not.toHaveBeenCalled();
  });

  it("offers 'Return to English Tab' only on the Arabic tab", () => {
    const { actor, snapshot } = start();
    const canReturn = () => snapshot().can({ type: 'tab.selected', tab: 'english' });
    expect(canReturn()).toBe(false);
    actor.send({ type: 'tab.selected', tab: 'arabic' });
    expect(canReturn()).toBe(true);
    actor.send({ type: 'tab.selected', tab: 'english' });
    expect(snapshot().matches({ tab: 'english' })).toBe(true);
  });

  it('uploads the checked fields with the image, busy and locked until it answers', () => {
    const { actor, effects, snapshot, fillEnglish } = start();
    fillEnglish();
    actor.send({ type: 'form.submitted' });
    expect(effects.uploadProduct).toHaveBeenCalledWith({
      fields: {
        name: 'PVC Pipe',
        category: '',
        description: 'Pressure pipe for water networks',
        features: ['Light', 'Strong'],
        applications: [],
        certifications: [],
      },
      image: productImage,
    });
    expect(snapshot().hasTag('busy')).toBe(true);
    expect(snapshot().can({ type: 'form.submitted' })).toBe(false);
    expect(snapshot().can({ type: 'field.changed', field: 'name', value: 'x' })).toBe(false);
    expect(snapshot().can({ type: 'arabic.field.changed', field: 'name', value: 'x' })).toBe(false);
  });

  it("announces 'Product Created' and goes to the list 1000 ms later, without Arabic", () => {
    const { actor, clock, effects, snapshot, fillEnglish } = start();
    fillEnglish();
    actor.send({ type: 'form.submitted' });
    actor.send(uploaded(created));
    expect(effects.notify).toHaveBeenCalledWith(createdNotice);
    expect(effects.saveTranslation).not.toHaveBeenCalled();
    expect(snapshot().matches({ form: 'succeeded' })).toBe(true);
    expect(snapshot().hasTag('busy')).toBe(true);
    clock.increment(999);
    expect(effects.goToList).not.toHaveBeenCalled();
    clock.increment(1);
    expect(effects.goToList).toHaveBeenCalledTimes(1);
  });

  it('saves the touched Arabic translation for the new product, then goes to the list', () => {
    const { actor, clock, effects, snapshot, fillEnglish, fillArabic } = start();
    fillEnglish();
    fillArabic();
    actor.send({ type: 'arabic.field.changed', field: 'features', value: [' مقاوم ', ' '] });
    actor.send({ type: 'form.submitted' });
    actor.send(uploaded(created));
    expect(effects.notify).toHaveBeenCalledWith(createdNotice);
    expect(snapshot().matches({ form: 'savingTranslation' })).toBe(true);
    expect(effects.saveTranslation).toHaveBeenCalledWith({
      productId: 7,
      translation: {
        name: 'أنبوب ضغط',
        description: 'أنبوب ضغط لشبكات المياه',
        features: ['مقاوم'],
        applications: [],
        certifications: [],
      },
    });
    clock.increment(5000);
    expect(effects.goToList).not.toHaveBeenCalled();
    actor.send(translationAnswered({ success: true, message: 'Translation saved successfully' }));
    expect(effects.notify).toHaveBeenLastCalledWith({
      type: 'success',
      title: 'Translation Saved',
      message: 'Translation saved successfully',
    });
    clock.increment(1000);
    expect(effects.goToList).toHaveBeenCalledTimes(1);
  });

  it('skips the translation when the Arabic name or description is blank', () => {
    const { actor, effects, snapshot, fillEnglish, fillArabic } = start();
    fillEnglish();
    fillArabic('أنبوب ضغط', '   ');
    actor.send({ type: 'form.submitted' });
    actor.send(uploaded(created));
    expect(effects.saveTranslation).not.toHaveBeenCalled();
    expect(snapshot().matches({ form: 'succeeded' })).toBe(true);
  });

  it.each([
    [
      'refused',
      translationAnswered({ success: false, message: 'Only an Arabic translation (ar) can be saved' }),
    ],
    [
      'failed',
      { type: 'xstate.error.actor.saveTranslation', error: new ApiError('noResponse', 'x') } as never,
    ],
  ])('warns when the translation save is %s, and still goes to the list', (_, answer) => {
    const { actor, clock, effects, fillEnglish, fillArabic } = start();
    fillEnglish();
    fillArabic();
    actor.send({ type: 'form.submitted' });
    actor.send(uploaded(created));
    actor.send(answer);
    expect(effects.notify).toHaveBeenLastCalledWith(warning);
    clock.increment(1000);
    expect(effects.goToList).toHaveBeenCalledTimes(1);
  });

  it('shows why the upload failed and keeps the tab and the Arabic text for another try', () => {
    const { actor, effects, snapshot, fillEnglish, fillArabic } = start();
    fillEnglish();
    fillArabic();
    actor.send({ type: 'form.submitted' });
    actor.send(
      uploadFailed({ status: 413, contentType: 'application/json', body: '{"message":"File too large"}' }),
    );
    expect(effects.notify).toHaveBeenCalledWith({ type: 'error', title: 'Error', message: 'File too large' });
    expect(snapshot().value).toEqual({ form: 'editing', tab: 'arabic', arabic: 'touched' });
    actor.send({ type: 'form.submitted' });
    actor.send(uploaded(created));
    expect(effects.saveTranslation).toHaveBeenCalledTimes(1);
    expect(effects.goToList).not.toHaveBeenCalled();
  });

  it("shows the server's refusal, else 'Failed to create product', and stays on the form", () => {
    const { actor, effects, snapshot, fillEnglish } = start();
    fillEnglish();
    actor.send({ type: 'form.submitted' });
    actor.send(uploaded({ success: false, message: 'Unknown product category' }));
    expect(effects.notify).toHaveBeenLastCalledWith({
      type: 'error',
      title: 'Error',
      message: 'Unknown product category',
    });
    actor.send({ type: 'form.submitted' });
    actor.send(uploaded({ success: false, message: '' }));
    expect(effects.notify).toHaveBeenLastCalledWith({
      type: 'error',
      title: 'Error',
      message: 'Failed to create product',
    });
    expect(snapshot().matches({ form: 'editing' })).toBe(true);
  });
});
