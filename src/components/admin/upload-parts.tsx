import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import type { AnyActorRef, SnapshotFrom } from 'xstate';
import { type createUploadMachine, secondsLeft, speedOf } from '../../../machines/upload.machine';
import type { Language } from '../../api/language';
import type { MessageId } from '../../api/messages';
import { useLanguage } from '../../root-actors';
import { FieldLabel } from '../ui/control';
import { formatBytes, formatPercent, intlLocale } from '../ui/format';
import { useTranslateMessage } from '../ui/known-messages';

/**
 * Time still to go, rounded up to a unit that reads well: "45 seconds", "3 minutes", "2 hours".
 * Here, not with the shared formats: only the portal's uploads show it, and the code the public
 * pages share should not carry it.
 */
function formatTimeLeft(language: Language, seconds: number): string {
  const [value, unit] =
    seconds < 60
      ? [Math.max(Math.ceil(seconds), 1), 'second']
      : seconds < 3600
        ? [Math.ceil(seconds / 60), 'minute']
        : [Math.ceil(seconds / 3600), 'hour'];
  return new Intl.NumberFormat(intlLocale(language), { style: 'unit', unit, unitDisplay: 'long' }).format(
    value,
  );
}

type UploadSnapshot = SnapshotFrom<ReturnType<typeof createUploadMachine<unknown, unknown>>>;

/** What the upload is doing, in a few words: sending, reconnecting after a drop, or saving. */
type UploadPhase = 'sending' | 'reconnecting' | 'finishing';

/** The quarter reached, so that a screen reader hears a few milestones, not every percent. */
const quarterOf = (loaded: number, total: number) => (total > 0 ? Math.floor((loaded / total) * 4) * 25 : 0);

/**
 * A form's upload as it goes (the `upload` flow's child actor): the bar with the bytes sent, the
 * speed and the time left while bytes move, "Reconnecting…" while the link is down, "Saving…" once
 * every byte is there. A screen reader hears it start, each quarter, a reconnection and the saving.
 */
export function UploadStatus({ upload, label }: { upload: AnyActorRef; label: string }) {
  const { t } = useLingui();
  const language = useLanguage();
  const loaded = useSelector(upload, (s: UploadSnapshot) => s.context.loaded);
  const total = useSelector(upload, (s: UploadSnapshot) => s.context.total);
  const speed = useSelector(upload, (s: UploadSnapshot) => speedOf(s.context.samples));
  const phase = useSelector(
    upload,
    (s: UploadSnapshot): UploadPhase =>
      s.matches({ sending: 'reconnecting' })
        ? 'reconnecting'
        : s.matches('finishing')
          ? 'finishing'
          : 'sending',
  );
  const reached = formatPercent(language, quarterOf(loaded, total));
  const left = secondsLeft(loaded, total, speed);
  const rate = speed === null ? '' : formatBytes(language, speed);
  const timeLeft = left === null ? '' : formatTimeLeft(language, left);
  const detail =
    phase === 'reconnecting'
      ? t`Reconnecting…`
      : phase === 'finishing'
        ? t`Saving…`
        : speed === null
          ? null
          : left === null
            ? t`${rate} a second`
            : t`${rate} a second, about ${timeLeft} left`;
  const announced =
    phase === 'reconnecting'
      ? t`The connection dropped. Reconnecting…`
      : phase === 'finishing'
        ? t`Uploaded. Saving…`
        : t`Uploading: ${reached}`;
  return (
    <div className="flex flex-col gap-1">
      <UploadProgress fraction={total > 0 ? loaded / total : 0} bytes={{ loaded, total }} label={label} />
      <p className="min-h-5 text-sm text-slate-600 dark:text-slate-300">{detail}</p>
      <p role="status" className="sr-only">
        {announced}
      </p>
    </div>
  );
}

/**
 * How much of an upload was sent: a progress bar with its percentage, and the bytes sent of the
 * total when the page knows them.
 */
function UploadProgress({
  fraction,
  bytes,
  label,
}: {
  fraction: number;
  bytes?: { loaded: number; total: number };
  label: string;
}) {
  const { t } = useLingui();
  const language = useLanguage();
  const percent = Math.round(fraction * 100);
  const sent = bytes && formatBytes(language, bytes.loaded);
  const total = bytes && formatBytes(language, bytes.total);
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <progress
        max={100}
        value={percent}
        aria-label={label}
        // Drawn in the brand's colours: left alone, Chromium's bar is a square green one.
        className="h-2.5 min-w-24 flex-1 appearance-none overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700 [&::-moz-progress-bar]:bg-brand-700 [&::-webkit-progress-bar]:bg-slate-200 dark:[&::-webkit-progress-bar]:bg-slate-700 [&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:bg-brand-700 [&::-webkit-progress-value]:transition-[width]"
      />
      <span className="tabular-nums">{formatPercent(language, percent)}</span>
      {bytes && (
        <span className="tabular-nums text-slate-600 dark:text-slate-300">{t`${sent} of ${total}`}</span>
      )}
    </div>
  );
}

interface FilePickerProps {
  label: string;
  /** A file must be chosen: marked beside the label. */
  required?: boolean | undefined;
  /** The file types the browser's dialog offers first. */
  accept: string;
  hint: ReactNode;
  file: unknown;
  error: MessageId | undefined;
  disabled: boolean;
  onSelect: (file: File | null) => void;
  /** The chosen file shown back (a picture, a video), from its object URL. */
  preview: (url: string, name: string) => ReactNode;
  /** Anything shown under the preview (the still captured from a video). */
  children?: ReactNode;
}

/**
 * A file input with its hint, its error and a preview of the chosen file; the machine keeps only a
 * file that passed its checks, and its error otherwise.
 */
export function FilePicker({
  label,
  required,
  accept,
  hint,
  file,
  error,
  disabled,
  onSelect,
  preview,
  children,
}: FilePickerProps) {
  const translate = useTranslateMessage();
  const id = useId();
  const url = usePreviewUrl(file instanceof Blob ? file : null);
  const name = file instanceof File ? file.name : '';
  return (
    <div>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      <input
        id={id}
        type="file"
        required={required}
        accept={accept}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        onChange={(e) => onSelect(e.target.files?.[0] ?? null)}
        className="block min-h-11 w-full text-sm file:me-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-700 file:px-4 file:font-semibold file:text-white"
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">
        {hint}
      </p>
      {/* Announced as it comes: it usually follows choosing a file, not a submit. */}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
          {translate(error)}
        </p>
      )}
      {url && preview(url, name)}
      {children}
    </div>
  );
}

/**
 * Makes a video or audio element let go of its source. One left holding a file's address goes on
 * reading ahead, and each read of an address revoked meanwhile fails (a console error per read).
 */
function release(media: HTMLMediaElement): void {
  media.removeAttribute('src');
  media.load();
}

/** A preview video's ref: the element lets go of its file as it leaves the page. */
export const releaseOnDetach = (media: HTMLMediaElement | null) => (media ? () => release(media) : undefined);

/**
 * An object URL for a file or captured picture while it is shown; revoked when it changes, once
 * the elements still showing it (about to show the next) have let go of it.
 */
export function usePreviewUrl(file: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => {
      for (const media of document.querySelectorAll<HTMLMediaElement>('video, audio'))
        if (media.getAttribute('src') === next) release(media);
      URL.revokeObjectURL(next);
    };
  }, [file]);
  return url;
}
