import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { newsPreviewMachine } from '../../../machines/item-preview.machine';
import { browserLoadJson } from '../../api/requests/load-json';
import { loadNewsPreview } from '../../api/requests/news-reads';
import { useFlow, useLanguage } from '../../root-actors';
import { NewsArticleView } from '../news/news-article-page';
import { useTranslateMessage } from '../ui/known-messages';
import { PreviewFrame } from './preview-frame';

const previewFlow = newsPreviewMachine.provide({
  actors: {
    fetchPreview: fromPromise(({ input }) => loadNewsPreview(browserLoadJson, input.id, input.language)),
  },
});

/**
 * /admin/news/preview/{id}: the item exactly as its public page will show it, in the portal's
 * language (switch the language to see the other), under a note saying it is a preview.
 */
export function NewsPreviewPage({ id }: { id: number | null }) {
  const language = useLanguage();
  const translate = useTranslateMessage();
  const preview = useFlow(previewFlow, { input: { id, language } });
  const article = useSelector(preview, (s) => s.context.item);
  return (
    <PreviewFrame
      preview={preview}
      note={
        <Trans>
          Preview: this is how the news item’s page looks to visitors once it is published and shown.
        </Trans>
      }
      failed={translate('newsFetchFailed')}
      missing={translate('newsNotFound')}
    >
      {article && <NewsArticleView article={article} />}
    </PreviewFrame>
  );
}
