import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { fromPromise } from 'xstate';
import { defaultAltText, newsCreateMachine, newsUploadMachine } from '../../../machines/news-create.machine';
import { resumableTransfer } from '../../actors/resumable-upload';
import { captureVideoPoster } from '../../actors/video-poster';
import { type NewsMediaType, newsMediaLimits } from '../../api/news';
import { createNewsFromUploads } from '../../api/requests/news';
import { useFlow, useNotify } from '../../root-actors';
import { buttonStyles } from '../ui/button-styles';
import { useErrorFocus } from '../ui/error-focus';
import { submitToFlow } from '../ui/flow-submit';
import { NewsTextTabs } from './news-text-fields';
import { PublicationFields, PublishingSubmitLabel } from './publication-fields';
import { FilePicker, releaseOnDetach, UploadStatus, usePreviewUrl } from './upload-parts';

/**
 * /admin/news/create: a picture or a video (with a still captured here), its title, description
 * and alt text in English and (on the Arabic tab, or later in the Edit dialog) in Arabic; the
 * upload's progress with a way to cancel it, then back to the news list.
 */
export function NewsCreatePage() {
  const { t } = useLingui();
  const notify = useNotify();
  const navigate = useNavigate();
  const form = useFlow(
    newsCreateMachine.provide({
      actors: {
        upload: newsUploadMachine.provide({
          actors: {
            transfer: resumableTransfer,
            // Stopped (the form's Cancel, or the page left), the request is stopped too.
            finish: fromPromise(({ input, signal }) => createNewsFromUploads(input, signal)),
          },
        }),
        capturePoster: fromPromise(({ input, signal }) => {
          // The page hands the machine the chosen `File` itself.
          if (!(input.file instanceof Blob)) throw new TypeError('The video is not a file');
          return captureVideoPoster(input.file, signal);
        }),
      },
      actions: {
        notify: (_, notice) => notify(notice),
        goToList: () => void navigate({ to: '/admin/news' }),
      },
    }),
  );
  const mediaType = useSelector(form, (s) => s.context.mediaType);
  const values = useSelector(form, (s) => s.context.values);
  const tab = useSelector(form, (s) => s.context.tab);
  const fieldErrors = useSelector(form, (s) => s.context.fieldErrors);
  const file = useSelector(form, (s) => s.context.file);
  const poster = useSelector(form, (s) => s.context.poster);
  const capturing = useSelector(form, (s) => s.matches({ editing: 'capturingPoster' }));
  const editing = useSelector(form, (s) => s.matches('editing'));
  const busy = useSelector(form, (s) => s.hasTag('busy'));
  const errors = useErrorFocus(Object.keys(fieldErrors).length);
  const upload = useSelector(form, (s) => s.children.upload);
  const cancelUpload = useRef<HTMLButtonElement>(null);
  const submit = useRef<HTMLButtonElement>(null);
  // The submit button is disabled while the upload runs, and the Cancel button goes with it: focus
  // goes to what the person can do now (cancel it; send again), never to the page's body.
  const uploading = upload !== undefined;
  const wasUploading = useRef(false);
  useEffect(() => {
    if (uploading) cancelUpload.current?.focus();
    else if (wasUploading.current && document.activeElement === document.body) submit.current?.focus();
    wasUploading.current = uploading;
  }, [uploading]);
  const isVideo = mediaType === 'video';

  return (
    <div className="mx-auto max-w-3xl">
      <h1 className="mb-6 text-3xl font-bold">
        <Trans>Create News Item</Trans>
      </h1>
      <form
        {...errors.formProps}
        method="post"
        noValidate
        aria-busy={busy}
        className="flex flex-col gap-4 rounded-xl bg-white p-6 shadow-sm dark:bg-slate-900"
        onSubmit={submitToFlow(form.send, errors)}
      >
        {errors.summary}
        <MediaTypeChoice
          value={mediaType}
          disabled={!editing}
          onChange={(next) => form.send({ type: 'mediaType.selected', mediaType: next })}
        />
        <NewsTextTabs
          tab={tab}
          onSelect={(next) => form.send({ type: 'tab.selected', tab: next })}
          values={values}
          errors={fieldErrors}
          disabled={!editing}
          onChange={(field, value) => form.send({ type: 'field.changed', field, value })}
          altText={{
            hint: t`What the picture or video shows, for people who cannot see it. Left empty, the file's name is used, then the title.`,
            placeholder: defaultAltText(values, file),
          }}
        />
        <PublicationFields
          values={values}
          error={fieldErrors.publish_at}
          disabled={!editing}
          onChange={(field, value) => form.send({ type: 'field.changed', field, value })}
        />
        <FilePicker
          // A new input per media type: the browser forgets the file the other type had chosen.
          key={mediaType}
          required
          label={isVideo ? t`Video file` : t`Image file`}
          accept={newsMediaLimits[mediaType].types.join(',')}
          hint={
            isVideo ? (
              <Trans>MP4, WebM, MOV or AVI, less than 1GB</Trans>
            ) : (
              <Trans>JPG, PNG or GIF, less than 5MB</Trans>
            )
          }
          file={file}
          error={fieldErrors.file}
          disabled={!editing}
          onSelect={(chosen) => form.send({ type: 'file.selected', file: chosen })}
          preview={(url, fileName) =>
            isVideo ? (
              <video
                ref={releaseOnDetach}
                src={url}
                controls
                muted
                aria-label={t`Preview of ${fileName}`}
                className="mt-3 max-h-64 rounded-lg border border-slate-200 dark:border-slate-700"
              />
            ) : (
              <img
                src={url}
                alt={t`Preview of ${fileName}`}
                className="mt-3 max-h-64 rounded-lg border border-slate-200 object-contain dark:border-slate-700"
              />
            )
          }
        >
          {isVideo && file && <PosterPreview poster={poster} capturing={capturing} />}
        </FilePicker>
        {upload && (
          <div className="flex flex-col gap-2">
            <UploadStatus upload={upload} label={isVideo ? t`Uploading the video` : t`Uploading the image`} />
            <button
              type="button"
              ref={cancelUpload}
              className={`${buttonStyles.secondary} self-start`}
              onClick={() => form.send({ type: 'upload.cancelled' })}
            >
              <Trans>Cancel upload</Trans>
            </button>
          </div>
        )}
        <div className="mt-2 flex justify-end gap-3">
          <Link
            to="/admin/news"
            activeOptions={{ exact: true }}
            className={buttonStyles.secondary}
            disabled={busy}
          >
            <Trans>Cancel</Trans>
          </Link>
          {/* Offered while anything is missing (a submit says what), but not while a video's still is drawn. */}
          <button
            ref={submit}
            type="submit"
            className={buttonStyles.primary}
            disabled={!editing || capturing}
          >
            {busy ? (
              <Trans>Uploading...</Trans>
            ) : (
              <PublishingSubmitLabel status={values.status} now={<Trans>Create News Item</Trans>} />
            )}
          </button>
        </div>
      </form>
    </div>
  );
}

function MediaTypeChoice({
  value,
  disabled,
  onChange,
}: {
  value: NewsMediaType;
  disabled: boolean;
  onChange: (value: NewsMediaType) => void;
}) {
  const { t } = useLingui();
  const options: Array<{ value: NewsMediaType; label: string }> = [
    // A kind of item, not a column of pictures: «صورة», not «الصورة».
    { value: 'image', label: t({ message: 'Image', context: 'news media type' }) },
    { value: 'video', label: t({ message: 'Video', context: 'news media type' }) },
  ];
  return (
    <fieldset disabled={disabled}>
      <legend className="mb-1 text-sm font-semibold text-slate-700 dark:text-slate-200">
        <Trans>Media type</Trans>
      </legend>
      <div className="inline-flex rounded-lg border border-slate-300 p-1 dark:border-slate-600">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-4 font-semibold has-checked:bg-brand-700 has-checked:text-white"
          >
            <input
              type="radio"
              name="media_type"
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="accent-brand-700"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The still sent with the video: being captured, captured, or none (a video this browser cannot play). */
function PosterPreview({ poster, capturing }: { poster: Blob | null; capturing: boolean }) {
  const { t } = useLingui();
  const url = usePreviewUrl(poster);
  return (
    <div className="mt-3 text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
      {capturing ? (
        <p>
          <Trans>Capturing a still from the video…</Trans>
        </p>
      ) : url ? (
        <figure>
          <img src={url} alt={t`Still shown before the video plays`} className="max-h-40 rounded-lg" />
          <figcaption className="mt-1">
            <Trans>Shown before the video plays</Trans>
          </figcaption>
        </figure>
      ) : (
        <p>
          <Trans>
            No still could be taken from this video in this browser; it will be shown without one.
          </Trans>
        </p>
      )}
    </div>
  );
}
