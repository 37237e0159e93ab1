/** The catalog subscription calls: the subscribe box's, and the admin's list and CSV export. */
import { api } from '../client';
import { type Result, resultSchema } from '../result';
import { type SubscriptionList, type SubscriptionRequest, subscriptionListSchema } from '../subscriptions';

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
export async function exportSubscriptions(): Promise<{ csv: Blob; filename: string }> {
  const response = await api.get<Blob>('/api/subscriptions/export.csv', { responseType: 'blob' });
  const disposition = String(response.headers['content-disposition'] ?? '');
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'catalog-subscriptions.csv';
  return { csv: response.data, filename };
}
