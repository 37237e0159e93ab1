import { useSelector } from '@xstate/react';
import type { ActorRef, Snapshot, StateValue } from 'xstate';
import type {
  ProductFormContext,
  ProductFormEvent,
  ProductFormValues,
  ProductTab,
} from '../../../machines/product-form';
import type { PublicationValues } from '../../../machines/publication-fields';

export type ProductPageValues = ProductFormValues & PublicationValues;
export type ProductPageEvent = ProductFormEvent<ProductPageValues>;

/** What the product form reads of the create or edit flow, and sends it. */
type ProductFormFlow = ActorRef<
  Snapshot<unknown> & {
    context: ProductFormContext<ProductPageValues>;
    matches(state: StateValue): boolean;
    hasTag(tag: 'busy'): boolean;
    can(event: ProductPageEvent): boolean;
  },
  ProductPageEvent
>;

/**
 * The create or edit flow as `ProductForm` shows it: its fields, their messages, the tab shown,
 * and whether it takes changes or a submit now. `within` names the state holding the flow's
 * `form` and `tab` regions (none: the machine's own top).
 */
export function useProductFormState(flow: ProductFormFlow, within?: string) {
  const region = (value: StateValue): StateValue => (within ? { [within]: value } : value);
  return {
    values: useSelector(flow, (s) => s.context.values),
    arabic: useSelector(flow, (s) => s.context.arabic),
    fieldErrors: useSelector(flow, (s) => s.context.fieldErrors),
    arabicErrors: useSelector(flow, (s) => s.context.arabicErrors),
    tab: useSelector(flow, (s): ProductTab => (s.matches(region({ tab: 'arabic' })) ? 'arabic' : 'english')),
    busy: useSelector(flow, (s) => s.hasTag('busy')),
    editing: useSelector(flow, (s) => s.matches(region({ form: 'editing' }))),
    canSubmit: useSelector(flow, (s) => s.can({ type: 'form.submitted' })),
    send: flow.send,
  };
}
