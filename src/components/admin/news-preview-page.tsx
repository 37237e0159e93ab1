import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { newsPreviewMachine } from '../../../machines/news-preview.machine';
import { browserLoadJson } from '../../api/requests/load-json';
import { loadNewsPreview } from '../../api/requests/news-reads';
import { useFlow, useLanguage } from '../../root-actors';
import { NewsArticleView } from '../news/news-article-page';
import { useTranslateMessage } from '../ui/known-messages';
import { LoadFailure } from '../ui/load-failure';
import { Spinner } from '../ui/spinner';

const previewFlow = newsPreviewMachine.provide({
  actors: {
    fetchPreview: fromPromise(({ input }) => loadNewsPreview(browserLoadJson, input.id, input.language)),
  },
});

/**
 * /admin/news/preview/{id}: the item exactly as its public page will show it, in the portal's
 * language (switch the language to see the other), under a note saying it is a preview. The
 * portal's pages are never indexed.
 */
export function NewsPreviewPage({ id }: { id: number | null }) {
  const language = useLanguage();
  const translate = useTranslateMessage();
  const preview = useFlow(previewFlow, { input: { id, language } });
  const shown = useSelector(preview, (s) =>
    s.hasTag('busy') ? 'loading' : s.hasTag('error') ? 'failed' : (s.value as 'shown' | 'missing'),
  );
  const article = useSelector(preview, (s) => s.context.article);
  return (
    <div className="-m-4 md:-m-8">
      <p
        role="note"
        className="bg-amber-100 px-4 py-3 text-center font-semibold text-amber-950 dark:bg-amber-900/60 dark:text-amber-50"
      >
        <Trans>
          Preview: this is how the news item’s page looks to visitors once it is published and shown.
        </Trans>
      </p>
      {shown === 'loading' && <Spinner />}
      {shown === 'failed' && (
        <LoadFailure
          message={translate('newsFetchFailed')}
          onRetry={() => preview.send({ type: 'retry.requested' })}
        />
      )}
      {shown === 'missing' && <p className="p-8 text-center text-lg">{translate('newsNotFound')}</p>}
      {shown === 'shown' && article && <NewsArticleView article={article} />}
    </div>
  );
}
