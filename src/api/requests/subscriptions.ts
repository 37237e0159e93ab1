/** The catalog subscription calls: the subscribe box's, and the admin's list and CSV export. */
import { api } from '../client';
import { type Result, resultSchema } from '../result';
import { type SubscriptionList, type SubscriptionRequest, subscriptionListSchema } from '../subscriptions';
import { type DownloadedFile, downloadFile } from './download-file';

/** `POST /api/subscriptions`: an address already stored answers the same as a new one. */
export async function subscribe(request: SubscriptionRequest): Promise<Result> {
  const { data } = await api.post('/api/subscriptions', request);
  return resultSchema.parse(data);
}

/** `GET /api/subscriptions` (admin): the total and the newest addresses. */
export async function fetchSubscriptions(): Promise<SubscriptionList> {
  const { data } = await api.get('/api/subscriptions');
  return subscriptionListSchema.parse(data);
}

/** `GET /api/subscriptions/export.csv` (admin): the file and the name the server gave it. */
export function exportSubscriptions(): Promise<DownloadedFile> {
  return downloadFile('/api/subscriptions/export.csv', 'catalog-subscriptions.csv');
}
