import { createFileRoute } from '@tanstack/react-router';
import { positiveIdOf } from '../../../../../api/ids';
import { NewsPreviewPage } from '../../../../../components/admin/news-preview-page';
import { useLanguage } from '../../../../../root-actors';

export const Route = createFileRoute('/_portal/admin/news/preview/$id')({
  component: function PreviewNews() {
    const { id } = Route.useParams();
    const language = useLanguage();
    // Another item or another language is another read: the page starts over.
    return <NewsPreviewPage key={`${id}:${language}`} id={positiveIdOf(id)} />;
  },
});
