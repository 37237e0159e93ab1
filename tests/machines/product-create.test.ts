import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { Notice } from '../../machines/notice';
import {
  type CreateResult,
  productCreateMachine,
  uploadFailureMessage,
} from '../../machines/product-create.machine';
import { imageError } from '../../machines/product-form';
import type { UploadInput } from '../../machines/upload.machine';
import type { ProductCreateRequest } from '../../src/api/product-uploads';
import type { ChosenFile, UploadFailureReason } from '../../src/api/upload-failure';
import { catalogPdf, productImage } from './models/product-files';

function start() {
  const clock = new SimulatedClock();
  const effects = {
    upload: vi.fn<(input: UploadInput<ProductCreateRequest>) => void>(),
    notify: vi.fn<(notice: Notice) => void>(),
    goToList: vi.fn(),
  };
  const actor = createActor(
    productCreateMachine.provide({
      actors: {
        // Record the request and never answer: each test sends the answer it is about.
        upload: fromPromise<never, UploadInput<ProductCreateRequest>>(({ input }) => {
          effects.upload(input);
          return new Promise(() => {});
        }) as never,
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

const uploaded = (result: CreateResult) =>
  ({ type: 'xstate.done.actor.upload', output: { ok: true, result } }) as never;
const uploadFailed = (reason: UploadFailureReason) =>
  ({ type: 'xstate.done.actor.upload', output: { ok: false, reason } }) as never;
const created: CreateResult = {
  success: true,
  productId: 7,
  message: 'Product created successfully',
  code: 'productCreated',
};
const createdNotice = { type: 'success', title: 'productCreatedTitle', message: 'productCreated' };
const arabicText = {
  name: 'أنبوب ضغط',
  description: 'أنبوب ضغط لشبكات المياه',
  features: [],
  applications: [],
  certifications: [],
};

describe('product create machine', () => {
  it.each([
    ["the API's reason", { kind: 'refused', code: 'unknownCategory' }, 'unknownCategory'],
    [
      "an error page's text",
      { kind: 'serverError', detail: '502 Bad Gateway' },
      { id: 'serverErrorDetail', values: { detail: '502 Bad Gateway' } },
    ],
    [
      'the bare status',
      { kind: 'status', status: 500 },
      { id: 'serverErrorDetail', values: { detail: 500 } },
    ],
    ['an unreadable answer', { kind: 'invalidJson' }, 'invalidJson'],
    ['no answer', { kind: 'noResponse' }, 'networkError'],
  ] as const)('explains a failed upload by %s', (_, reason, message) => {
    expect(uploadFailureMessage(reason)).toEqual(message);
  });

  it.each<[string, ChosenFile | null, string | null]>([
    ['no file', null, 'imageMissing'],
    ['a PDF', catalogPdf, 'imageType'],
    ['a 5 MB image', { name: 'a.png', type: 'image/png', size: 5 * 1024 * 1024 }, 'imageSize'],
    ['a JPEG under 5 MB', { name: 'a.jpg', type: 'image/jpeg', size: 5 * 1024 * 1024 - 1 }, null],
  ])('checks the chosen image: %s', (_, file, error) => {
    expect(imageError(file)).toBe(error);
    const { actor, snapshot } = start();
    actor.send({ type: 'image.selected', file });
    expect(snapshot().context.fieldErrors.image).toBe(error ?? undefined);
    expect(snapshot().context.image).toBe(error ? null : file);
  });

  it('keeps the reason a file was refused when the form is submitted, until a good image comes', () => {
    const { actor, snapshot } = start();
    actor.send({ type: 'image.selected', file: catalogPdf });
    actor.send({ type: 'form.submitted' });
    expect(snapshot().context.fieldErrors.image).toBe('imageType');
    actor.send({ type: 'image.selected', file: productImage });
    expect(snapshot().context.fieldErrors.image).toBeUndefined();
  });

  it('refuses an incomplete form with the field rules and shows the English tab', () => {
    const { actor, effects, snapshot } = start();
    actor.send({ type: 'tab.selected', tab: 'arabic' });
    actor.send({ type: 'field.changed', field: 'name', value: 'PV' });
    actor.send({ type: 'form.submitted' });
    expect(snapshot().value).toEqual({ form: 'editing', tab: 'english', arabic: 'untouched' });
    expect(snapshot().context.fieldErrors).toEqual({
      name: 'nameMin',
      description: 'descriptionMin',
      image: 'imageMissing',
    });
    expect(effects.upload).not.toHaveBeenCalled();
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
    expect(snapshot().context.arabicErrors).toEqual({ name: 'nameMin', description: 'descriptionMin' });
    expect(effects.upload).not.toHaveBeenCalled();
    actor.send({ type: 'arabic.field.changed', field: 'name', value: 'أنبوب' });
    expect(snapshot().context.arabicErrors).toEqual({ description: 'descriptionMin' });
  });

  it('clears an Arabic error once the Arabic text is no longer to be saved, and uploads', () => {
    const { actor, effects, snapshot, fillEnglish, fillArabic } = start();
    fillEnglish();
    fillArabic('أنبوب', 'قصير');
    actor.send({ type: 'form.submitted' });
    expect(snapshot().context.arabicErrors).toEqual({ description: 'descriptionMin' });
    actor.send({ type: 'arabic.field.changed', field: 'name', value: '' });
    actor.send({ type: 'arabic.field.changed', field: 'description', value: '' });
    actor.send({ type: 'form.submitted' });
    expect(effects.upload).toHaveBeenCalledTimes(1);
    expect(snapshot().context.arabicErrors).toEqual({});
    expect(snapshot().context.fieldErrors).toEqual({});
  });

  it('says the default success message when an answer carries no message of its own', () => {
    const { actor, effects, fillEnglish, fillArabic } = start();
    fillEnglish();
    fillArabic();
    actor.send({ type: 'form.submitted' });
    actor.send(uploaded({ success: true, productId: 7, message: 'Created' }));
    expect(effects.notify).toHaveBeenCalledTimes(1);
    expect(effects.notify).toHaveBeenLastCalledWith(createdNotice);
  });

  it('shows only the English errors while the Arabic text is not to be saved', () => {
    const { actor, snapshot, fillArabic } = start();
    fillArabic('   ', '');
    actor.send({ type: 'form.submitted' });
    expect(snapshot().matches({ tab: 'english' })).toBe(true);
    expect(snapshot().context.arabicErrors).toEqual({});
  });

  it('keeps the tab shown when it is chosen again', () => {
    const { actor, snapshot } = start();
    actor.send({ type: 'tab.selected', tab: 'english' });
    expect(snapshot().matches({ tab: 'english' })).toBe(true);
    actor.send({ type: 'tab.selected', tab: 'arabic' });
    actor.send({ type: 'tab.selected', tab: 'arabic' });
    expect(snapshot().matches({ tab: 'arabic' })).toBe(true);
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
    expect(effects.upload).toHaveBeenCalledWith({
      parts: [{ kind: 'productImage', file: productImage }],
      request: {
        fields: {
          name: 'PVC Pipe',
          category: '',
          description: 'Pressure pipe for water networks',
          features: ['Light', 'Strong'],
          applications: [],
          certifications: [],
        },
        translation: null,
        publication: { status: 'published' },
      },
      // A picture may go quiet for 10 s before the upload fails.
      stallMs: 10_000,
    });
    expect(snapshot().hasTag('busy')).toBe(true);
    expect(snapshot().can({ type: 'form.submitted' })).toBe(false);
    expect(snapshot().can({ type: 'field.changed', field: 'name', value: 'x' })).toBe(false);
    expect(snapshot().can({ type: 'arabic.field.changed', field: 'name', value: 'x' })).toBe(false);
    expect(snapshot().can({ type: 'image.selected', file: productImage })).toBe(false);
  });

  it("keeps the product as a draft: sends the draft and says 'Product saved as a draft'", () => {
    const { actor, effects, fillEnglish } = start();
    fillEnglish();
    actor.send({ type: 'field.changed', field: 'status', value: 'draft' });
    actor.send({ type: 'form.submitted' });
    expect(effects.upload.mock.calls[0]?.[0].request.publication).toEqual({ status: 'draft' });
    actor.send(uploaded({ success: true, productId: 7, message: 'Saved' }));
    expect(effects.notify).toHaveBeenCalledWith({
      type: 'success',
      title: 'productCreatedTitle',
      message: 'productDraftSaved',
    });
  });

  it('schedules at a Riyadh time ahead, sent in UTC, and refuses one that has passed', () => {
    const { actor, effects, snapshot, fillEnglish } = start();
    fillEnglish();
    actor.send({ type: 'field.changed', field: 'status', value: 'scheduled' });
    actor.send({ type: 'field.changed', field: 'publish_at', value: '2020-03-01T09:00' });
    actor.send({ type: 'form.submitted' });
    expect(effects.upload).not.toHaveBeenCalled();
    expect(snapshot().context.fieldErrors.publish_at).toBe('publishAtPast');
    // Two days ahead, on the hour, as the field holds it (Riyadh is UTC+3 all year).
    const ahead = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
    ahead.setUTCMinutes(0, 0, 0);
    const riyadh = new Date(ahead.getTime() + 3 * 60 * 60 * 1000).toISOString().slice(0, 16);
    actor.send({ type: 'field.changed', field: 'publish_at', value: riyadh });
    actor.send({ type: 'form.submitted' });
    expect(effects.upload.mock.calls[0]?.[0].request.publication).toEqual({
      status: 'scheduled',
      publish_at: ahead.toISOString(),
    });
    actor.send(uploaded({ success: true, productId: 7, message: 'Scheduled' }));
    expect(effects.notify).toHaveBeenCalledWith({
      type: 'success',
      title: 'productCreatedTitle',
      message: 'productScheduled',
    });
  });

  it("announces 'Product Created' and goes to the list 1000 ms later, without Arabic", () => {
    const { actor, clock, effects, snapshot, fillEnglish } = start();
    fillEnglish();
    actor.send({ type: 'form.submitted' });
    actor.send(uploaded(created));
    expect(effects.notify).toHaveBeenCalledWith(createdNotice);
    expect(snapshot().matches({ form: 'succeeded' })).toBe(true);
    expect(snapshot().hasTag('busy')).toBe(true);
    clock.increment(999);
    expect(effects.goToList).not.toHaveBeenCalled();
    clock.increment(1);
    expect(effects.goToList).toHaveBeenCalledTimes(1);
  });

  it('sends the touched Arabic translation with the upload, then goes to the list', () => {
    const { actor, clock, effects, snapshot, fillEnglish, fillArabic } = start();
    fillEnglish();
    fillArabic();
    actor.send({ type: 'arabic.field.changed', field: 'features', value: [' مقاوم ', ' '] });
    actor.send({ type: 'form.submitted' });
    expect(effects.upload.mock.calls[0]?.[0].request).toMatchObject({
      translation: { ...arabicText, features: ['مقاوم'] },
    });
    actor.send(uploaded(created));
    expect(effects.notify).toHaveBeenCalledTimes(1);
    expect(effects.notify).toHaveBeenCalledWith(createdNotice);
    expect(snapshot().matches({ form: 'succeeded' })).toBe(true);
    clock.increment(999);
    expect(effects.goToList).not.toHaveBeenCalled();
    clock.increment(1);
    expect(effects.goToList).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['name', '   ', 'أنبوب ضغط لشبكات المياه'],
    ['description', 'أنبوب ضغط', '   '],
  ])(
    'refuses the Arabic text with its %s blank, on the Arabic tab, rather than dropping it',
    (field, name, description) => {
      const { actor, effects, snapshot, fillEnglish, fillArabic } = start();
      fillEnglish();
      fillArabic(name, description);
      actor.send({ type: 'form.submitted' });
      expect(effects.upload).not.toHaveBeenCalled();
      expect(snapshot().matches({ tab: 'arabic' })).toBe(true);
      expect(snapshot().context.arabicErrors).toEqual({
        [field]: field === 'name' ? 'arabicNameMissing' : 'arabicDescriptionMissing',
      });
    },
  );

  it('shows why the upload failed and keeps the tab and the Arabic text for another try', () => {
    const { actor, effects, snapshot, fillEnglish, fillArabic } = start();
    fillEnglish();
    fillArabic();
    actor.send({ type: 'form.submitted' });
    actor.send(uploadFailed({ kind: 'refused', code: 'imageTooManyPixels' }));
    expect(effects.notify).toHaveBeenCalledWith({
      type: 'error',
      title: 'errorTitle',
      message: 'imageTooManyPixels',
    });
    expect(snapshot().value).toEqual({ form: 'editing', tab: 'arabic', arabic: 'touched' });
    actor.send({ type: 'form.submitted' });
    // The Arabic text is locked while it is on its way too.
    expect(snapshot().can({ type: 'arabic.field.changed', field: 'name', value: 'x' })).toBe(false);
    expect(effects.upload).toHaveBeenCalledTimes(2);
    expect(effects.upload.mock.lastCall?.[0].request.translation).toEqual(arabicText);
  });
});
