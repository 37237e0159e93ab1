/** The catalog subscription calls: the subscribe box's, and the admin's table, removal and CSV export. */
import { api } from '../client';
import { type Result, resultSchema } from '../result';
import type { SubscriptionSort } from '../subscription-sorts';
import { type Subscription, type SubscriptionRequest, subscriptionListSchema } from '../subscriptions';
import { type DownloadedFile, downloadFile } from './download-file';
import { fetchTablePage, type TableView } from './table-page';

/** `POST /api/subscriptions`: an address already stored answers the same as a new one. */
export async function subscribe(request: SubscriptionRequest): Promise<Result> {
  const { data } = await api.post('/api/subscriptions', request);
  return resultSchema.parse(data);
}

/** `GET /api/subscriptions` (admin): one page of the table, and how many addresses its view holds. */
export const fetchSubscriptions = (view: TableView<SubscriptionSort>, signal?: AbortSignal) =>
  fetchTablePage<Subscription, SubscriptionSort>('/api/subscriptions', subscriptionListSchema, view, signal);

/** `DELETE /api/subscriptions/{id}` (admin): the address taken off the list. */
export async function deleteSubscription(id: number): Promise<Result> {
  return resultSchema.parse((await api.delete(`/api/subscriptions/${id}`)).data);
}

/** `GET /api/subscriptions/export.csv` (admin): the file and the name the server gave it. */
export function exportSubscriptions(): Promise<DownloadedFile> {
  return downloadFile('/api/subscriptions/export.csv', 'catalog-subscriptions.csv');
}
