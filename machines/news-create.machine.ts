/**
 * Create a news item (/admin/news/create): a picture (POST /api/news/upload) or a video with a
 * still captured from it in the browser (POST /api/news/video-upload), its title, description and
 * alt text in English and, on a second tab beside the English, in Arabic (all three left empty for
 * an item to be translated later); the upload shows its progress and can be cancelled; then back to
 * the news list.
 *
 * The form is checked as it is typed. A submit goes on only with a title and an acceptable file
 * (and, for a video, once its still is captured or could not be); otherwise each field says what
 * it is missing, as other forms do (a button offered only when all is well says nothing of why).
 * States: editing (ready | capturingPoster) → submitting → succeeded (then the list after the
 * redirect delay); a failed or cancelled upload goes back to editing with everything kept. The
 * files go as resumable uploads, which ride out a slow or dropping link (machines/upload.machine.ts,
 * the `upload` child while submitting: the page shows its progress), then the item is created.
 * Events: mediaType.selected { mediaType } (clears the file, its still and its error),
 * field.changed { field, value }, tab.selected { tab }, file.selected { file }, form.submitted,
 * upload.cancelled (stops the upload, which drops what it sent).
 */
import { and, assertEvent, assign, enqueueActions, setup } from 'xstate';
import type { z } from 'zod';
import { imageUploadStallMs, redirectAfterSaveMs, videoUploadStallMs } from '../src/api/limits';
import type { Message, MessageId } from '../src/api/messages';
import {
  type NewsCreateRequest,
  type NewsMediaType,
  type newsCreateResultSchema,
  newsFieldsSchema,
  newsMediaLimits,
} from '../src/api/news';
import type { ChosenFile, UploadFailureReason } from '../src/api/upload-failure';
import { checkedField, type FormContext, succeededState, validate, withoutField } from './form';
import {
  emptyNewsArabic,
  emptyNewsForm,
  type NewsArabicValues,
  type NewsFormValues,
  newsTextSchema,
  typedArabic,
} from './news-text';
import { missingAction, missingPromiseActor } from './not-provided';
import { errorNotice, type Notice, successNotice } from './notice';
import type { ProductTab } from './product-form';
import {
  type PublicationValues,
  publicationFieldsSchema,
  publicationOf,
  publishedNow,
} from './publication-fields';
import { createUploadMachine, uploadAnswerOf, uploadFailureOf, uploadSucceeded } from './upload.machine';

/** The form's fields: the English, its Arabic, and whether it is published now, later or not yet. */
export type NewsCreateValues = NewsFormValues & NewsArabicValues & PublicationValues;

/**
 * The create form's rules: an item may be created without Arabic, not with half of it; a
 * scheduled one needs a time ahead, within a year.
 */
const createSchema = newsTextSchema({ optional: true }).and(publicationFieldsSchema);

/** The upload flow of a news item: its files, then the request that creates it from them. */
export const newsUploadMachine = createUploadMachine<
  NewsCreateRequest,
  z.output<typeof newsCreateResultSchema>
>();

const stallLimits: Record<NewsMediaType, number> = { image: imageUploadStallMs, video: videoUploadStallMs };

interface NewsCreateContext extends FormContext<NewsCreateValues> {
  mediaType: NewsMediaType;
  /** The tab shown: the English text or its Arabic. */
  tab: ProductTab;
  /** The chosen file once it passed the checks. */
  file: ChosenFile | null;
  poster: Blob | null;
}

const fileMessages: Record<NewsMediaType, Record<'missing' | 'type' | 'size', MessageId>> = {
  image: { missing: 'newsImageMissing', type: 'newsImageType', size: 'newsImageSize' },
  video: { missing: 'newsVideoMissing', type: 'newsVideoType', size: 'newsVideoSize' },
};

/** What is wrong with a chosen file for the media type: none chosen, its type, or its size. */
export function newsFileError(mediaType: NewsMediaType, file: ChosenFile | null): MessageId | null {
  const { types, maxBytes } = newsMediaLimits[mediaType];
  if (!file) return fileMessages[mediaType].missing;
  if (!(types as readonly string[]).includes(file.type)) return fileMessages[mediaType].type;
  if (file.size >= maxBytes) return fileMessages[mediaType].size;
  return null;
}

/** The alt text sent: the one typed, else the file's name, else the title. */
export function defaultAltText(values: NewsFormValues, file: ChosenFile | null): string {
  return values.alt_text.trim() || file?.name || values.title.trim();
}

/**
 * What a failed upload tells the admin: the API's reason, the network text when no answer came,
 * and 'Failed to create news item' for anything else.
 */
export function newsUploadFailureMessage(reason: UploadFailureReason): Message {
  if (reason.kind === 'refused') return reason.code;
  if (reason.kind === 'noResponse') return 'networkError';
  return 'newsCreateFailed';
}

const successMessages: Record<NewsMediaType, MessageId> = { image: 'newsCreated', video: 'newsVideoSaved' };

/** What a created item's notice says: kept as a draft, scheduled, or (published) created. */
function successMessageOf({ mediaType, values }: NewsCreateContext): MessageId {
  if (values.status === 'draft') return 'newsDraftSaved';
  if (values.status === 'scheduled') return 'newsScheduled';
  return successMessages[mediaType];
}

export const newsCreateMachine = setup({
  types: {
    context: {} as NewsCreateContext,
    events: {} as
      | { type: 'mediaType.selected'; mediaType: NewsMediaType }
      | { type: 'field.changed'; field: keyof NewsCreateValues; value: string }
      | { type: 'tab.selected'; tab: ProductTab }
      | { type: 'file.selected'; file: ChosenFile | null }
      | { type: 'form.submitted' }
      | { type: 'upload.cancelled' },
    tags: {} as 'busy',
  },
  actors: {
    upload: newsUploadMachine,
    capturePoster: missingPromiseActor<Blob, { file: ChosenFile }>('capturePoster'),
  },
  actions: {
    notify: missingAction('notify') as (_: unknown, params: Notice) => void,
    goToList: missingAction('goToList'),
    storeField: assign(({ context, event }) => checkedField(context, event, createSchema)),
    selectTab: assign({ tab: ({ event }) => (event.type === 'tab.selected' ? event.tab : 'english') }),
    switchMediaType: assign(({ context, event }) => {
      assertEvent(event, 'mediaType.selected');
      return {
        mediaType: event.mediaType,
        file: null,
        poster: null,
        fieldErrors: withoutField(context.fieldErrors, 'file'),
      };
    }),
    keepFile: assign(({ context, event }) => {
      assertEvent(event, 'file.selected');
      return { file: event.file, poster: null, fieldErrors: withoutField(context.fieldErrors, 'file') };
    }),
    rejectFile: assign(({ context, event }) => {
      assertEvent(event, 'file.selected');
      // `isFileAcceptable` failed, so the file has an error.
      const error = newsFileError(context.mediaType, event.file) as MessageId;
      return { file: null, poster: null, fieldErrors: { ...context.fieldErrors, file: error } };
    }),
    /** Each field's message for a refused submit: a missing file says so, a refused one keeps its reason. */
    showErrors: assign({
      fieldErrors: ({ context }) => {
        const missing = context.file === null ? newsFileError(context.mediaType, null) : null;
        const file = context.fieldErrors.file ?? missing;
        return { ...validate(createSchema, context.values), ...(file ? { file } : {}) };
      },
    }),
  },
  guards: {
    isFileAcceptable: ({ context, event }) => {
      assertEvent(event, 'file.selected');
      return newsFileError(context.mediaType, event.file) === null;
    },
    isVideo: ({ context }) => context.mediaType === 'video',
    isValid: ({ context }) => context.file !== null && createSchema.safeParse(context.values).success,
  },
  delays: { redirect: redirectAfterSaveMs },
}).createMachine({
  id: 'newsCreate',
  context: {
    mediaType: 'image',
    values: { ...emptyNewsForm, ...emptyNewsArabic, ...publishedNow },
    tab: 'english',
    file: null,
    poster: null,
    fieldErrors: {},
  },
  initial: 'editing',
  states: {
    editing: {
      initial: 'ready',
      on: {
        'field.changed': { actions: 'storeField' },
        'tab.selected': { actions: 'selectTab' },
        'mediaType.selected': { target: '.ready', actions: 'switchMediaType' },
        'file.selected': [
          { guard: and(['isFileAcceptable', 'isVideo']), target: '.capturingPoster', actions: 'keepFile' },
          { guard: 'isFileAcceptable', target: '.ready', actions: 'keepFile' },
          { target: '.ready', actions: 'rejectFile' },
        ],
      },
      states: {
        // Not while a still is being drawn: the form waits for it.
        ready: {
          on: {
            'form.submitted': [
              { guard: 'isValid', target: '#newsCreate.submitting' },
              { actions: 'showErrors' },
            ],
          },
        },
        /** The still is drawn from the video once the browser can play it. */
        capturingPoster: {
          invoke: {
            id: 'capturePoster',
            src: 'capturePoster',
            // Only a kept video leads here.
            input: ({ context }) => ({ file: context.file as ChosenFile }),
            onDone: { target: 'ready', actions: assign({ poster: ({ event }) => event.output }) },
            // A video this browser cannot play has no still: it is sent without one.
            onError: { target: 'ready' },
          },
        },
      },
    },
    submitting: {
      tags: 'busy',
      on: {
        'upload.cancelled': { target: 'editing' },
      },
      // A Cancel drops what the upload sent (told before it is stopped, as the state is left); left
      // otherwise (the page closed), the server keeps it for the same file chosen again.
      exit: enqueueActions(({ event, enqueue }) => {
        if (event.type === 'upload.cancelled') enqueue.sendTo('upload', { type: 'drop' });
      }),
      invoke: {
        id: 'upload',
        src: 'upload',
        input: ({ context }) => {
          const fields = newsFieldsSchema.parse(context.values);
          // `isValid` let the form submit only with a file.
          const file = context.file as ChosenFile;
          const media = { kind: context.mediaType === 'video' ? 'newsVideo' : 'newsImage', file } as const;
          return {
            parts: context.poster ? [media, { kind: 'poster', file: context.poster }] : [media],
            request: {
              mediaType: context.mediaType,
              fields: { ...fields, alt_text: defaultAltText(context.values, context.file) },
              arabic: typedArabic(context.values),
              publication: publicationOf(context.values),
            },
            stallMs: stallLimits[context.mediaType],
          };
        },
        onDone: [
          {
            guard: uploadSucceeded,
            target: 'succeeded',
            actions: {
              type: 'notify',
              params: ({ context, event }) =>
                successNotice('successTitle', successMessageOf(context))(uploadAnswerOf({ event })),
            },
          },
          {
            target: 'editing',
            actions: {
              type: 'notify',
              params: ({ event }) => errorNotice(newsUploadFailureMessage(uploadFailureOf(event.output))),
            },
          },
        ],
      },
    },
    succeeded: succeededState,
  },
});
