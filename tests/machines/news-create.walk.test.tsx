import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, vi } from 'vitest';
import type { EventObject } from 'xstate';
import type { UploadOutput } from '../../machines/upload.machine';
import type { ChosenFile, UploadFailureReason } from '../../src/api/upload-failure';
import { NewsCreatePage } from '../../src/components/admin/news-create-page';
import { descriptionOf } from './admin-walk-helpers';
import { expectErrorFocus } from './form-errors';
import { flush, type SentRequest } from './http-fake';
import { clipVideo, newsCreateModel, notesText } from './models/news-create.model';
import { productImage } from './models/product-files';
import { choose, errors, fill, statuses } from './product-walk-helpers';
import { aheadAt, aheadTime, pastTime, publicationLabels, publishAtRefusal } from './publish-times';
import { type AppScreen, renderScreen } from './screen';
import { itWalksTheScreen, type Step } from './view-walk';

const createObjectURL = URL.createObjectURL;
const revokeObjectURL = URL.revokeObjectURL;
const createElement = document.createElement.bind(document);
const toBlob = HTMLCanvasElement.prototype.toBlob;
const getContext = HTMLCanvasElement.prototype.getContext;
/** The video elements the page made, the newest last: the one a still is drawn from is among them. */
let videos: HTMLVideoElement[] = [];
beforeEach(() => {
  vi.useFakeTimers();
  // jsdom cannot show a chosen file; the preview's address names the file instead.
  URL.createObjectURL = (blob: Blob) => `blob:preview/${blob instanceof File ? blob.name : 'still'}`;
  URL.revokeObjectURL = () => {};
  // jsdom plays no video and draws nothing: the walk plays the browser's part of taking a still.
  videos = [];
  vi.spyOn(document, 'createElement').mockImplementation(((
    name: string,
    options?: ElementCreationOptions,
  ) => {
    const element = createElement(name, options);
    if (name === 'video') videos.push(element as HTMLVideoElement);
    return element;
  }) as typeof document.createElement);
  HTMLCanvasElement.prototype.getContext = (() => null) as typeof getContext;
  HTMLCanvasElement.prototype.toBlob = (callback: BlobCallback) => {
    callback(new Blob(['still'], { type: 'image/jpeg' }));
  };
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
  HTMLCanvasElement.prototype.toBlob = toBlob;
  HTMLCanvasElement.prototype.getContext = getContext;
});

type Payload = EventObject & Record<string, unknown>;

/** The video the page is drawing a still from: made by the page, never put on it. */
const offScreenVideo = () => {
  const video = videos.filter((v) => !v.isConnected).at(-1);
  if (!video) throw new Error('No still is being taken');
  return video;
};

/** What the person has done in the form so far, from the walk's own record of their gestures. */
function typed(step: Step) {
  const values = {
    mediaType: 'image' as 'image' | 'video',
    title: '',
    alt_text: '',
    title_ar: '',
    description_ar: '',
    status: 'published' as 'published' | 'draft' | 'scheduled',
    publish_at: '',
    tab: 'english' as 'english' | 'arabic',
    /** The last file chosen, kept or refused, and whether a still was drawn from it. */
    file: undefined as ChosenFile | null | undefined,
    still: 'none' as 'none' | 'taken' | 'failed',
    /** A submit was refused while the title was empty (in English, or in Arabic with other Arabic typed), or while no file was chosen. */
    titleMissed: false,
    arabicTitleMissed: false,
    /** A submit was refused for the publish time. */
    publishAtMissed: false,
    fileMissed: false,
    /** Submits that went on to the upload. */
    sends: 0,
  };
  for (const event of step.performed as Payload[]) {
    if (event.type === 'mediaType.selected') {
      values.mediaType = event.mediaType as 'image' | 'video';
      values.file = undefined;
      values.still = 'none';
      values.fileMissed = false;
    }
    if (event.type === 'field.changed') Object.assign(values, { [String(event.field)]: String(event.value) });
    if (event.type === 'tab.selected') values.tab = event.tab as 'english' | 'arabic';
    if (event.type === 'file.selected') {
      values.file = event.file as ChosenFile | null;
      values.still = 'none';
      values.fileMissed = false;
    }
    if (event.type === 'form.submitted') {
      // Sent with a title and a file taken, once a video's still is drawn (or could not be).
      const kept = keptFile(values);
      const drawing = values.mediaType === 'video' && kept !== null && values.still === 'none';
      const arabicTitleMissing = arabicTyped(values) && values.title_ar.trim() === '';
      const timeRefused = publishAtRefusal(values) !== null;
      if (values.title.trim() !== '' && !arabicTitleMissing && !timeRefused && kept !== null && !drawing)
        values.sends += 1;
      else {
        if (values.title.trim() === '') values.titleMissed = true;
        if (arabicTitleMissing) values.arabicTitleMissed = true;
        if (timeRefused) values.publishAtMissed = true;
        if (values.file === undefined) values.fileMissed = true;
      }
    }
    if (event.type === 'xstate.done.actor.capturePoster') values.still = 'taken';
    if (event.type === 'xstate.error.actor.capturePoster') values.still = 'failed';
  }
  return values;
}

/** Whether any Arabic is typed: then the Arabic title is required too; none at all is translated later. */
function arabicTyped(values: { title_ar: string; description_ar: string }) {
  return values.title_ar.trim() !== '' || values.description_ar.trim() !== '';
}

const missingFile = { image: 'Please select a image file', video: 'Please select a video file' } as const;

/** Why the chosen file is refused (or a submit found none), in the spec's words, or null when it is taken. */
function fileProblem({
  mediaType,
  file,
  fileMissed,
}: Pick<ReturnType<typeof typed>, 'mediaType' | 'file' | 'fileMissed'>): string | null {
  if (file === undefined) return fileMissed ? missingFile[mediaType] : null;
  if (file === null) return missingFile[mediaType];
  if (mediaType === 'image') {
    if (!file.type.startsWith('image/')) return 'Please select a valid image file.';
    if (file.size >= 5 * 1024 * 1024) return 'Image size must be less than 5MB.';
  } else {
    if (!file.type.startsWith('video/')) return 'Please select a valid video file.';
    if (file.size >= 1024 * 1024 * 1024) return 'Video size must be less than 1GB.';
  }
  return null;
}

function keptFile(values: Pick<ReturnType<typeof typed>, 'mediaType' | 'file'>) {
  return values.file && fileProblem({ ...values, fileMissed: false }) === null ? values.file : null;
}

/** The alt text sent: the one typed, else the file's name, else the title. */
const altText = (values: Pick<ReturnType<typeof typed>, 'mediaType' | 'file' | 'alt_text' | 'title'>) =>
  values.alt_text.trim() || keptFile(values)?.name || values.title.trim();

const hints = { image: 'JPG, PNG or GIF, less than 5MB', video: 'MP4, WebM, MOV or AVI, less than 1GB' };
const endpoints = { image: '/api/news/upload', video: '/api/news/video-upload' } as const;
const json = { 'content-type': 'application/json; charset=utf-8' };

const submitButton = () => document.querySelector('form button[type="submit"]') as HTMLButtonElement;
const cancelLink = () => screen.getByText('Cancel').closest('a') as HTMLAnchorElement;
const control = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const filePicker = (step: Step) => control(typed(step).mediaType === 'image' ? 'Image file' : 'Video file');
const fieldLabels: Record<string, string> = {
  title: 'Title',
  alt_text: 'Alt text',
  title_ar: 'Arabic title',
  description_ar: 'Arabic description',
};
const tabs = () => screen.getAllByRole('tab', { hidden: true });
const submitLabels = { published: 'Create News Item', draft: 'Save draft', scheduled: 'Schedule' };
/** Whether a field's tab panel is the one shown. */
const shownPanel = (label: string) => !control(label).closest('[role="tabpanel"]')?.hasAttribute('hidden');

/** The alert each failed upload shows. */
function uploadAlert(reason: UploadFailureReason): string {
  if (reason.kind === 'refused') return 'This action is restricted to administrators';
  if (reason.kind === 'noResponse') return 'Network error - please check your connection';
  return 'Failed to create news item';
}
/** How an upload ends, as the walk's step says (a scenario's step names none: it is created). */
const outcomeOf = (event: EventObject) =>
  ((event as EventObject & { output?: UploadOutput<unknown> }).output ?? {
    ok: true,
  }) as UploadOutput<unknown>;

/** The form as the person fills it: every field, the media type and the picker enabled or not. */
function expectForm(step: Step, { enabled }: { enabled: boolean }) {
  const values = typed(step);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Create News Item');
  const image = control('Image');
  const video = control('Video');
  expect(image.checked).toBe(values.mediaType === 'image');
  expect(video.checked).toBe(values.mediaType === 'video');
  expect(control('Title')).toHaveValue(values.title);
  expect(control('Alt text')).toHaveValue(values.alt_text);
  expect(control('Arabic title')).toHaveValue(values.title_ar);
  expect(control('Arabic description')).toHaveValue(values.description_ar);
  // English on its tab, the Arabic on its own; the tab shown is the one chosen.
  expect(
    tabs().map((tab) => [tab.textContent?.replace(' (has errors)', ''), tab.getAttribute('aria-selected')]),
  ).toEqual([
    ['English', String(values.tab === 'english')],
    ['Arabic', String(values.tab === 'arabic')],
  ]);
  expect(shownPanel('Title')).toBe(values.tab === 'english');
  // Published now, a draft, or at a time typed in Riyadh time, shown only when chosen.
  for (const [status, label] of Object.entries(publicationLabels))
    expect(control(label).checked).toBe(values.status === status);
  const time = screen.queryByLabelText('Publish at (Riyadh time)');
  expect(time !== null).toBe(values.status === 'scheduled');
  if (time) {
    expect(time).toHaveValue(values.publish_at);
    expect(time.matches(':disabled')).toBe(!enabled);
    // Checked as typed; left empty, a refused submit says so.
    const refusal = values.publishAtMissed || values.publish_at !== '' ? publishAtRefusal(values) : null;
    expect(descriptionOf(time as HTMLInputElement)).toBe(refusal ?? '');
  }
  expect(shownPanel('Arabic title')).toBe(values.tab === 'arabic');
  // A refused submit with Arabic but no Arabic title says so there, and marks the Arabic tab.
  const arabicTitleShown = values.arabicTitleMissed && arabicTyped(values) && values.title_ar.trim() === '';
  expect(descriptionOf(control('Arabic title'))).toBe(arabicTitleShown ? 'Title is required' : '');
  expect(tabs()[1]?.textContent?.includes('(has errors)')).toBe(arabicTitleShown);
  // Left empty, the alt text the item gets is shown in its place.
  expect(control('Alt text')).toHaveAttribute('placeholder', altText(values));
  for (const element of [
    image,
    video,
    control('Title'),
    control('Description'),
    control('Alt text'),
    control('Arabic title'),
    control('Arabic description'),
    filePicker(step),
  ])
    expect(element.matches(':disabled')).toBe(!enabled);
  // The title and the file are required, and marked so; the title emptied once typed, or missing
  // at a submit, says so.
  expect(control('Title')).toBeRequired();
  expect(filePicker(step)).toBeRequired();
  for (const label of ['Title', values.mediaType === 'image' ? 'Image file' : 'Video file'])
    expect(screen.getByText(label, { selector: 'label' }).nextElementSibling).toHaveTextContent('*');
  const typedTitle = step.performed.some(
    (e) => e.type === 'field.changed' && (e as Payload).field === 'title',
  );
  expect(descriptionOf(control('Title'))).toBe(
    (typedTitle || values.titleMissed) && values.title.trim() === '' ? 'Title is required' : '',
  );
  const problem = fileProblem(values);
  expect(descriptionOf(filePicker(step))).toBe(`${hints[values.mediaType]}${problem ? ` ${problem}` : ''}`);
  const kept = keptFile(values);
  const preview = screen.queryByLabelText(/^Preview of/) ?? screen.queryByAltText(/^Preview of/);
  if (kept) {
    expect(preview).toHaveAttribute('src', `blob:preview/${kept.name}`);
    expect(preview?.tagName).toBe(values.mediaType === 'image' ? 'IMG' : 'VIDEO');
  } else expect(preview).toBeNull();
}

/** The still taken from a kept video: being taken, shown, or none. */
function expectStill(step: Step, { capturing }: { capturing: boolean }) {
  const values = typed(step);
  const kept = values.mediaType === 'video' && keptFile(values);
  const taking = screen.queryByText('Capturing a still from the video…');
  const still = screen.queryByAltText('Still shown before the video plays');
  const none = screen.queryByText(
    'No still could be taken from this video in this browser; it will be shown without one.',
  );
  expect(Boolean(taking)).toBe(Boolean(kept) && capturing);
  expect(Boolean(still)).toBe(Boolean(kept) && !capturing && values.still === 'taken');
  expect(Boolean(none)).toBe(Boolean(kept) && !capturing && values.still === 'failed');
  if (still) expect(still).toHaveAttribute('src', 'blob:preview/still');
}

/** An `Upload-Metadata` header read back: each key with its base64 value decoded. */
const metadataOf = (header: string | undefined) =>
  Object.fromEntries(
    (header ?? '').split(',').map((pair) => {
      const [key = '', value = ''] = pair.split(' ');
      return [key, atob(value)];
    }),
  );

/** The uploads of the chosen file each submit began (a still's are not counted). */
const uploadsSent = (http: AppScreen['http']) =>
  http.sent.filter(
    (r) =>
      r.method === 'POST' &&
      r.url === '/api/uploads' &&
      metadataOf(r.headers['Upload-Metadata']).kind !== 'poster',
  );

/** The upload as it starts: the chosen file announced with its size, its kind and its name. */
async function expectUploadStarted(http: AppScreen['http'], step: Step) {
  const values = typed(step);
  // Sent once the upload client is loaded, with the first upload.
  await http.next('POST /api/uploads');
  const [request] = http.pending();
  expect(http.pending()).toHaveLength(1);
  expect(request).toMatchObject({ method: 'POST', url: '/api/uploads' });
  const file = keptFile(values);
  expect(request?.headers['Upload-Length']).toBe(String(file?.size));
  expect(metadataOf(request?.headers['Upload-Metadata'])).toEqual({
    kind: values.mediaType === 'video' ? 'newsVideo' : 'newsImage',
    filename: file?.name,
    filetype: file?.type,
  });
}

/** The request that creates the item from its uploads: the trimmed text, the alt text it gets, the uploads named. */
function expectCreateSent(request: SentRequest, step: Step, ids: string[]) {
  const values = typed(step);
  expect(request).toMatchObject({ method: 'POST', url: endpoints[values.mediaType], timeout: 10_000 });
  const body = request.body as FormData;
  expect(body).toBeInstanceOf(FormData);
  const arabic = arabicTyped(values);
  expect([...body.keys()]).toEqual([
    'title',
    'description',
    'alt_text',
    ...(arabic ? ['title_ar', 'description_ar', 'alt_text_ar'] : []),
    'status',
    ...(values.status === 'scheduled' ? ['publish_at'] : []),
    'upload',
    ...(ids.length > 1 ? ['poster_upload'] : []),
  ]);
  if (arabic) {
    expect(body.get('title_ar')).toBe(values.title_ar.trim());
    expect(body.get('description_ar')).toBe(values.description_ar.trim());
    // Left empty: the server gives it the Arabic title.
    expect(body.get('alt_text_ar')).toBe('');
  }
  expect(body.get('title')).toBe(values.title.trim());
  expect(body.get('description')).toBe('');
  expect(body.get('alt_text')).toBe(altText(values));
  expect(body.get('status')).toBe(values.status);
  if (values.status === 'scheduled') expect(body.get('publish_at')).toBe(aheadAt.toISOString());
  expect(body.get('upload')).toBe(ids[0]);
  if (ids.length > 1) expect(body.get('poster_upload')).toBe(ids[1]);
}

function expectEditing(app: AppScreen, step: Step, { capturing }: { capturing: boolean }) {
  const values = typed(step);
  expectForm(step, { enabled: true });
  expectStill(step, { capturing });
  expectErrorFocus(document, step);
  // Offered with something missing (a submit says what), not while a video's still is drawn.
  expect(submitButton()).toHaveTextContent(submitLabels[values.status]);
  expect(submitButton().disabled).toBe(capturing);
  expect(cancelLink()).toHaveAttribute('href', '/admin/news');
  expect(screen.queryByRole('progressbar')).toBeNull();
  expect(screen.queryByText('Cancel upload')).toBeNull();
  // A cancelled upload is stopped; a failed one says why; nothing typed is lost either way.
  expect(app.http.pending()).toEqual([]);
  expect(uploadsSent(app.http)).toHaveLength(values.sends);
  const last = step.event;
  const outcome = last?.type === 'xstate.done.actor.upload' ? outcomeOf(last) : null;
  if (outcome && !outcome.ok) expect(errors()).toEqual([`Error: ${uploadAlert(outcome.reason)}`]);
  else expect(errors()).toEqual([]);
  expect(statuses()).toEqual([]);
}

describe('the create news item page', () => {
  itWalksTheScreen<AppScreen>({
    model: newsCreateModel,
    everyVariant: true,
    timeout: 300_000,
    render: (_path, inspect) =>
      renderScreen({
        url: '/admin/news/create',
        routes: { '/admin/news/create': NewsCreatePage, '/admin/news': () => <h1>News list</h1> },
        inspect,
        fakeTimers: true,
      }),
    scenarios: [
      // A typed alt text is sent as typed; a video's still goes with it.
      {
        input: undefined,
        initial: { editing: 'ready' },
        steps: [
          { event: { type: 'mediaType.selected', mediaType: 'video' }, state: { editing: 'ready' } },
          {
            event: { type: 'field.changed', field: 'title', value: ' Line tour ' },
            state: { editing: 'ready' },
          },
          {
            event: { type: 'field.changed', field: 'alt_text', value: 'The new line' },
            state: { editing: 'ready' },
          },
          {
            event: { type: 'file.selected', file: { name: 'line.mp4', type: 'video/mp4', size: 40_000_000 } },
            state: { editing: 'capturingPoster' },
          },
          { event: { type: 'xstate.done.actor.capturePoster' }, state: { editing: 'ready' } },
          { event: { type: 'form.submitted' }, state: 'submitting' },
          { event: { type: 'xstate.done.actor.upload' }, state: 'succeeded' },
          { event: { type: 'xstate.after.redirect.newsCreate.succeeded' }, state: 'succeeded' },
        ],
      },
      // Arabic typed without its title holds the submit, on the Arabic tab; with it, both go.
      {
        input: undefined,
        initial: { editing: 'ready' },
        steps: [
          { event: { type: 'tab.selected', tab: 'arabic' }, state: { editing: 'ready' } },
          {
            event: { type: 'field.changed', field: 'description_ar', value: 'يفتح الفرع أبوابه للمقاولين.' },
            state: { editing: 'ready' },
          },
          { event: { type: 'file.selected', file: productImage }, state: { editing: 'ready' } },
          { event: { type: 'tab.selected', tab: 'english' }, state: { editing: 'ready' } },
          {
            event: { type: 'field.changed', field: 'title', value: 'New branch' },
            state: { editing: 'ready' },
          },
          { event: { type: 'form.submitted' }, state: { editing: 'ready' } },
          { event: { type: 'tab.selected', tab: 'arabic' }, state: { editing: 'ready' } },
          {
            event: { type: 'field.changed', field: 'title_ar', value: ' فرع جديد ' },
            state: { editing: 'ready' },
          },
          { event: { type: 'form.submitted' }, state: 'submitting' },
        ],
      },
      // Scheduled: a time gone by holds the submit and says why; one ahead is sent in UTC.
      {
        input: undefined,
        initial: { editing: 'ready' },
        steps: [
          {
            event: { type: 'field.changed', field: 'status', value: 'scheduled' },
            state: { editing: 'ready' },
          },
          {
            event: { type: 'field.changed', field: 'publish_at', value: pastTime },
            state: { editing: 'ready' },
          },
          { event: { type: 'file.selected', file: productImage }, state: { editing: 'ready' } },
          {
            event: { type: 'field.changed', field: 'title', value: 'Trade fair opens' },
            state: { editing: 'ready' },
          },
          { event: { type: 'form.submitted' }, state: { editing: 'ready' } },
          {
            event: { type: 'field.changed', field: 'publish_at', value: aheadTime },
            state: { editing: 'ready' },
          },
          { event: { type: 'form.submitted' }, state: 'submitting' },
          { event: { type: 'xstate.done.actor.upload' }, state: 'succeeded' },
        ],
      },
      // A draft is sent as one, and said to be kept as one.
      {
        input: undefined,
        initial: { editing: 'ready' },
        steps: [
          { event: { type: 'field.changed', field: 'status', value: 'draft' }, state: { editing: 'ready' } },
          { event: { type: 'file.selected', file: productImage }, state: { editing: 'ready' } },
          {
            event: { type: 'field.changed', field: 'title', value: 'Price list 2027' },
            state: { editing: 'ready' },
          },
          { event: { type: 'form.submitted' }, state: 'submitting' },
          { event: { type: 'xstate.done.actor.upload' }, state: 'succeeded' },
        ],
      },
      // A cancelled upload leaves the form as it was; sending again starts from nothing sent.
      {
        input: undefined,
        initial: { editing: 'ready' },
        steps: [
          { event: { type: 'file.selected', file: productImage }, state: { editing: 'ready' } },
          {
            event: { type: 'field.changed', field: 'title', value: 'New branch' },
            state: { editing: 'ready' },
          },
          { event: { type: 'form.submitted' }, state: 'submitting' },
          { event: { type: 'upload.cancelled' }, state: { editing: 'ready' } },
          { event: { type: 'form.submitted' }, state: 'submitting' },
        ],
      },
      // Another file chosen while the still is being taken: the still is given up, and a file
      // that cannot be sent says why.
      {
        input: undefined,
        initial: { editing: 'ready' },
        steps: [
          { event: { type: 'mediaType.selected', mediaType: 'video' }, state: { editing: 'ready' } },
          { event: { type: 'file.selected', file: clipVideo }, state: { editing: 'capturingPoster' } },
          { event: { type: 'file.selected', file: notesText }, state: { editing: 'ready' } },
        ],
      },
    ],
    drivers: {
      'tab.selected': async ({ user }, event) =>
        user.click(
          screen.getByRole('tab', { name: (event as Payload).tab === 'arabic' ? /^Arabic/ : /^English/ }),
        ),
      'mediaType.selected': async ({ user }, event) =>
        user.click(control((event as Payload).mediaType === 'video' ? 'Video' : 'Image')),
      'field.changed': async ({ user }, event) => {
        const { field, value } = event as Payload;
        if (field === 'status')
          return user.click(control(publicationLabels[value as keyof typeof publicationLabels]));
        if (field === 'publish_at')
          return void fireEvent.change(control('Publish at (Riyadh time)'), { target: { value } });
        await fill(control(fieldLabels[String(field)] ?? ''), String(value));
      },
      'file.selected': async (_, event, step) => {
        const file = (event as Payload).file as ChosenFile | null;
        const before = { ...step, performed: step.performed.slice(0, -1) };
        // The browser's dialog closed without a choice.
        if (file === null) fireEvent.change(filePicker(before), { target: { files: [] } });
        else await choose(filePicker(before), file);
      },
      'xstate.done.actor.capturePoster': async () => {
        const video = offScreenVideo();
        Object.defineProperties(video, {
          duration: { value: 12 },
          videoWidth: { value: 1920 },
          videoHeight: { value: 1080 },
        });
        video.dispatchEvent(new Event('loadeddata'));
        // The frame is sought once the video has loaded.
        await flush();
        video.dispatchEvent(new Event('seeked'));
        await flush();
        // The frame taken, the video lets go of the file before its address is revoked.
        expect(video.hasAttribute('src')).toBe(false);
      },
      'xstate.error.actor.capturePoster': async () => {
        const video = offScreenVideo();
        video.dispatchEvent(new Event('error'));
        await flush();
        expect(video.hasAttribute('src')).toBe(false);
      },
      'form.submitted': ({ user }) => user.click(submitButton()),
      'upload.cancelled': ({ user }) => user.click(screen.getByText('Cancel upload')),
      // Each file is created, then all its bytes written (a video's still after it); then the item
      // is asked for, and the server's answer names what it did: created (a picture or a video),
      // kept as a draft, or scheduled; or it refuses, fails, or never answers.
      'xstate.done.actor.upload': async ({ http }, event, step) => {
        const { mediaType, status, still } = typed(step);
        const ids = (mediaType === 'video' && still === 'taken' ? ['a', 'b'] : ['a']).map((c) =>
          c.repeat(32),
        );
        for (const id of ids) {
          const size = (await http.next('POST /api/uploads')).headers['Upload-Length'];
          await http.answer('POST /api/uploads', 201, '', { location: `/api/uploads/${id}` });
          await http.answer(`PATCH /api/uploads/${id}`, 204, '', { 'upload-offset': String(size) });
        }
        const create = /^POST \/api\/news\//;
        expectCreateSent(await http.next(create), step, ids);
        const outcome = outcomeOf(event);
        if (!outcome.ok) {
          const { reason } = outcome;
          if (reason.kind === 'refused')
            return http.answer(
              create,
              403,
              '{"success":false,"message":"This action is restricted to administrators","code":"adminOnly"}',
              json,
            );
          if (reason.kind === 'noResponse') return http.fail(create);
          return http.answer(create, 500, '{"success":false}', json);
        }
        const [message, code] =
          status === 'draft'
            ? ['News item saved as a draft', 'newsDraftSaved']
            : status === 'scheduled'
              ? ['News item scheduled', 'newsScheduled']
              : mediaType === 'video'
                ? ['Video uploaded and saved successfully!', 'newsVideoSaved']
                : ['News item created successfully', 'newsCreated'];
        return http.answer(create, 201, JSON.stringify({ success: true, id: 9, message, code }), json);
      },
      'xstate.after.redirect.newsCreate.succeeded': async () => {
        await vi.advanceTimersByTimeAsync(1000);
      },
    },
    checks: {
      'editing.ready': (app, step) => expectEditing(app, step, { capturing: false }),
      'editing.capturingPoster': (app, step) => expectEditing(app, step, { capturing: true }),
      submitting: async ({ http }, step) => {
        const values = typed(step);
        expectForm(step, { enabled: false });
        expect(submitButton()).toHaveTextContent('Uploading...');
        expect(submitButton().disabled).toBe(true);
        expect(cancelLink()).toHaveAttribute('aria-disabled', 'true');
        const bar = screen.getByRole('progressbar');
        expect(bar).toHaveAccessibleName(
          values.mediaType === 'video' ? 'Uploading the video' : 'Uploading the image',
        );
        // Nothing sent yet: no speed or time left to tell.
        expect(bar).toHaveAttribute('value', '0');
        expect(bar.parentElement).toHaveTextContent(/^0%0 byte(s)? of /);
        expect(screen.queryByText('Reconnecting…')).toBeNull();
        expect(screen.getByText('Cancel upload').closest('button')).toBeEnabled();
        await expectUploadStarted(http, step);
        expect(statuses()).toEqual([]);
      },
      succeeded: ({ http, location }, step) => {
        const { mediaType, status } = typed(step);
        const created =
          mediaType === 'video' ? 'Video uploaded and saved successfully!' : 'News item created successfully';
        const said = {
          published: created,
          draft: 'News item saved as a draft',
          scheduled: 'News item scheduled',
        };
        expect(statuses()).toEqual([`Success: ${said[status]}`]);
        expect(http.pending()).toEqual([]);
        if (step.event?.type.startsWith('xstate.after.')) {
          expect(location()).toBe('/admin/news');
          expect(screen.getByRole('heading', { name: 'News list' })).toBeVisible();
        } else {
          expect(location()).toBe('/admin/news/create');
          expect(submitButton().disabled).toBe(true);
          expectForm(step, { enabled: false });
        }
      },
    },
  });
});
