import type { AnyMachineSnapshot } from 'xstate';
import { newsCreateMachine } from '../../../machines/news-create.machine';
import { noop } from '../fixtures';
import { type MachineModel, pendingActor } from '../model';
import { hugePhoto, productImage } from './product-files';

/** A video the form takes, one too big, and a file of another kind. */
export const clipVideo = { name: 'line.mp4', type: 'video/mp4', size: 40_000_000 };
export const hugeVideo = { name: 'huge.mp4', type: 'video/mp4', size: 1024 * 1024 * 1024 };
export const notesText = { name: 'notes.txt', type: 'text/plain', size: 2_000 };
/** The still drawn from a video. */
export const capturedStill = new Blob(['still'], { type: 'image/jpeg' });

const editing = (snapshot: AnyMachineSnapshot) => snapshot.matches('editing');
const context = (snapshot: AnyMachineSnapshot) =>
  snapshot.context as {
    mediaType: 'image' | 'video';
    values: { title: string; alt_text: string; title_ar: string; description_ar: string };
    tab: 'english' | 'arabic';
    file: unknown;
    fieldErrors: Record<string, string>;
  };

/**
 * Files offered while none is kept: the acceptable one, and (while no file error shows) a file of
 * the wrong kind, one too big, and none (the dialog closed without a choice).
 */
function files(snapshot: AnyMachineSnapshot) {
  if (!editing(snapshot)) return [];
  const { mediaType, file, fieldErrors } = context(snapshot);
  if (file !== null) return [];
  const good = mediaType === 'image' ? productImage : clipVideo;
  if (fieldErrors.file) return [{ file: good }];
  const big = mediaType === 'image' ? hugePhoto : hugeVideo;
  return [{ file: good }, { file: notesText }, { file: big }, { file: null }];
}

/**
 * On the English tab, a title typed, then emptied again (while no file is kept). On the Arabic tab,
 * before a file is chosen, a description typed (which asks for an Arabic title), then that title.
 */
function typing(snapshot: AnyMachineSnapshot) {
  if (!editing(snapshot)) return [];
  const { values, file, tab } = context(snapshot);
  if (tab === 'arabic') {
    if (file !== null) return [];
    if (values.description_ar === '') return [{ field: 'description_ar', value: 'يفتح الفرع أبوابه.' }];
    return values.title_ar === '' ? [{ field: 'title_ar', value: 'فرع جديد' }] : [];
  }
  if (values.title === '') return [{ field: 'title', value: 'New branch' }];
  return file === null ? [{ field: 'title', value: '' }] : [];
}

// A picture or a video; how the upload ends: created, refused with the server's message, no
// answer (the link stalled past its limit, or the create request got none), an answer without a
// message of ours.
export const newsCreateModel: MachineModel = {
  machine: newsCreateMachine.provide({
    actors: { upload: pendingActor() as never, capturePoster: pendingActor() },
    actions: { notify: noop, goToList: noop },
  }),
  inputs: [undefined],
  events: {
    // Only the other type is offered, and only before any file is chosen or a title typed.
    'mediaType.selected': (s) =>
      editing(s) && context(s).file === null && context(s).values.title === ''
        ? [{ mediaType: context(s).mediaType === 'image' ? 'video' : 'image' }]
        : [],
    'field.changed': typing,
    // The other tab, while the form is being filled.
    'tab.selected': (s) =>
      editing(s) && context(s).file === null
        ? [{ tab: context(s).tab === 'english' ? 'arabic' : 'english' }]
        : [],
    'file.selected': files,
    'form.submitted': [{}],
    'xstate.done.actor.capturePoster': [{ output: capturedStill }],
    'xstate.error.actor.capturePoster': [{ error: new Error('The video cannot be played in this browser') }],
    'upload.cancelled': [{}],
    'xstate.done.actor.upload': [
      {
        output: {
          ok: true,
          result: { success: true, message: 'News item created successfully', code: 'newsCreated', id: 9 },
        },
      },
      { output: { ok: false, reason: { kind: 'refused', code: 'adminOnly' } } },
      { output: { ok: false, reason: { kind: 'noResponse' } } },
      { output: { ok: false, reason: { kind: 'status', status: 500 } } },
    ],
  },
};
