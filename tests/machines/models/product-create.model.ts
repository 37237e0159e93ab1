import type { AnyMachineSnapshot } from 'xstate';
import { productCreateMachine } from '../../../machines/product-create.machine';
import { noop } from '../fixtures';
import { type MachineModel, pendingActor } from '../model';
import { catalogPdf, hugePhoto, productImage, typing } from './product-files';

/** Whether the person can reach a tab's fields: the form takes changes and the tab is shown. */
const canType = (tab: 'english' | 'arabic') => (snapshot: AnyMachineSnapshot) =>
  snapshot.matches({ form: 'editing', tab });

// Valid values only, but for one Arabic description too short: the empty start is the invalid
// English form, and a short Arabic description is the invalid translation.
export const productCreateModel: MachineModel = {
  machine: productCreateMachine.provide({
    actors: { upload: pendingActor() as never },
    actions: { notify: noop, goToList: noop },
  }),
  inputs: [undefined],
  events: {
    'field.changed': typing(canType('english'), (s) => s.context.values, [
      { field: 'name', value: 'PVC Pipe' },
      { field: 'description', value: 'Pressure pipe for water networks' },
    ]),
    'arabic.field.changed': typing(canType('arabic'), (s) => s.context.arabic, [
      { field: 'name', value: 'أنبوب ضغط' },
      { field: 'description', value: 'أنبوب ضغط لشبكات المياه' },
      { field: 'description', value: 'قصير' },
    ]),
    // A file is offered while none is kept; a refused one only while no image error shows.
    'image.selected': (s) => {
      if (!canType('english')(s) || s.context.image) return [];
      return s.context.fieldErrors.image
        ? [{ file: productImage }]
        : [{ file: productImage }, { file: catalogPdf }, { file: hugePhoto }];
    },
    // Choosing the tab already shown does nothing (no transition): only the other tab is offered.
    'tab.selected': (s) => [{ tab: s.matches({ tab: 'english' }) ? 'arabic' : 'english' }],
    'form.submitted': [{}],
    // How the upload ends: created, or why not.
    'xstate.done.actor.upload': [
      {
        output: {
          ok: true,
          result: {
            success: true,
            productId: 7,
            message: 'Product created successfully',
            code: 'productCreated',
          },
        },
      },
      ...[
        { kind: 'refused', code: 'unknownCategory' },
        { kind: 'serverError', detail: '502 Bad Gateway nginx' },
        { kind: 'serverError', detail: 'Request Entity Too Large' },
        { kind: 'status', status: 500 },
        { kind: 'invalidJson' },
        { kind: 'noResponse' },
      ].map((reason) => ({ output: { ok: false, reason } })),
    ],
  },
};
