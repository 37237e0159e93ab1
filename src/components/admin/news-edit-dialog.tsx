import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { newsEditMachine } from '../../../machines/news-edit.machine';
import { EditDialog } from './edit-dialog';
import { NewsMedia } from './news-media';
import { NewsTextTabs } from './news-text-fields';
import { PublicationFields } from './publication-fields';

/**
 * The news item's edit dialog: its text in English and in Arabic (a tab each), whether it is
 * active, its publishing (now, a draft, or at a time), and its media, which stay as they are.
 */
export function NewsEditDialog({ actor }: { actor: ActorRefFrom<typeof newsEditMachine> }) {
  const { t } = useLingui();
  const switchId = useId();
  const editing = useSelector(actor, (s) => s.matches('editing'));
  const item = useSelector(actor, (s) => s.context.item);
  const tab = useSelector(actor, (s) => s.context.tab);
  const values = useSelector(actor, (s) => s.context.values);
  const fieldErrors = useSelector(actor, (s) => s.context.fieldErrors);
  return (
    <EditDialog title={t`Edit News Item`} actor={actor}>
      <NewsTextTabs
        tab={tab}
        onSelect={(next) => actor.send({ type: 'tab.selected', tab: next })}
        values={values}
        errors={fieldErrors}
        disabled={!editing}
        onChange={(field, value) => actor.send({ type: 'field.changed', field, value })}
      />
      <label htmlFor={switchId} className="flex min-h-11 items-center gap-3 font-semibold">
        <input
          id={switchId}
          type="checkbox"
          role="switch"
          aria-checked={values.active}
          checked={values.active}
          disabled={!editing}
          onChange={(e) => actor.send({ type: 'field.changed', field: 'active', value: e.target.checked })}
          className="size-5 accent-brand-700"
        />
        <Trans>Active (shown on the home page)</Trans>
      </label>
      <PublicationFields
        values={values}
        error={fieldErrors.publish_at}
        disabled={!editing}
        onChange={(field, value) => actor.send({ type: 'field.changed', field, value })}
      />
      {item && (
        <figure className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
          <NewsMedia item={item} playable sizes="32rem" className="max-h-48 w-full rounded object-contain" />
          <figcaption className="mt-2 text-sm text-slate-600 dark:text-slate-300">
            <Trans>
              The picture or video cannot be changed here: create a new news item to use other media.
            </Trans>
          </figcaption>
        </figure>
      )}
    </EditDialog>
  );
}
