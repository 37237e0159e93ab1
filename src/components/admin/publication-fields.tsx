import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { PublicationValues } from '../../../machines/publication-fields';
import type { MessageId } from '../../api/messages';
import type { PublicationStatus } from '../../api/publication';
import { useLanguage } from '../../root-actors';
import { Control, controlStyles, labelStyles } from '../ui/control';
import { formatRiyadhDateTime } from '../ui/format';

interface PublicationFieldsProps {
  values: PublicationValues;
  error: MessageId | undefined;
  disabled: boolean;
  onChange: (field: keyof PublicationValues, value: string) => void;
}

/**
 * Whether an item goes live now, waits as a draft, or goes live at a time typed in Riyadh time
 * (the company's, whatever the administrator's computer says).
 */
export function PublicationFields({ values, error, disabled, onChange }: PublicationFieldsProps) {
  const { t } = useLingui();
  const options: Array<{ value: PublicationStatus; label: string }> = [
    { value: 'published', label: t`Publish now` },
    { value: 'draft', label: t`Save as a draft` },
    { value: 'scheduled', label: t`Publish at a time` },
  ];
  return (
    <fieldset disabled={disabled} className="flex flex-col gap-3">
      <legend className={labelStyles}>{t`Publishing`}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-1">
        {options.map((option) => (
          <label key={option.value} className="flex min-h-11 cursor-pointer items-center gap-2">
            <input
              type="radio"
              name="publication_status"
              value={option.value}
              checked={values.status === option.value}
              onChange={() => onChange('status', option.value)}
              className="size-4 accent-brand-700"
            />
            {option.label}
          </label>
        ))}
      </div>
      {values.status === 'scheduled' && (
        <Control label={t`Publish at (Riyadh time)`} error={error} required>
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              type="datetime-local"
              value={values.publish_at}
              required
              aria-invalid={invalid}
              aria-describedby={describedBy}
              onChange={(e) => onChange('publish_at', e.target.value)}
              className={`${controlStyles} min-h-11 max-w-xs`}
            />
          )}
        </Control>
      )}
    </fieldset>
  );
}

/** What a create form's submit says: `now` (its own words) for publishing at once, else a draft or a schedule. */
export function PublishingSubmitLabel({ status, now }: { status: PublicationStatus; now: ReactNode }) {
  if (status === 'draft') return <Trans>Save draft</Trans>;
  if (status === 'scheduled') return <Trans>Schedule</Trans>;
  return now;
}

/** Whether visitors can have an item: published, a draft, or when it goes live (Riyadh time). */
export function PublicationCell({
  item,
}: {
  item: { status: PublicationStatus; publish_at: string | null };
}) {
  const language = useLanguage();
  if (item.status === 'draft') return <Trans context="publishing">Draft</Trans>;
  if (item.status === 'scheduled' && item.publish_at) {
    const at = formatRiyadhDateTime(language, item.publish_at);
    return <Trans>Scheduled for {at} (Riyadh time)</Trans>;
  }
  return <Trans context="publishing">Published</Trans>;
}

/**
 * Which items a table shows by their publication: all of them, or the published, the scheduled or
 * the drafts alone. A change is applied at once.
 */
export function PublicationFilter({
  status,
  onChange,
}: {
  status: PublicationStatus | undefined;
  onChange: (status: PublicationStatus | undefined) => void;
}) {
  const { t } = useLingui();
  const options: Array<{ value: PublicationStatus | ''; label: string }> = [
    { value: '', label: t({ context: 'publishing filter', message: 'All' }) },
    { value: 'published', label: t({ context: 'publishing filter', message: 'Published' }) },
    { value: 'scheduled', label: t({ context: 'publishing filter', message: 'Scheduled' }) },
    { value: 'draft', label: t({ context: 'publishing filter', message: 'Drafts' }) },
  ];
  return (
    <Control label={t`Publishing`}>
      {({ id }) => (
        <select
          id={id}
          value={status ?? ''}
          onChange={(e) => onChange(options.find((o) => o.value === e.target.value)?.value || undefined)}
          className={`${controlStyles} min-h-11`}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Control>
  );
}
