import { atom } from 'nanostores';
import {
  listAccountServices,
  moderateService,
  publishService,
  unpublishService,
} from '@migralink/shared/api/service-account';
import type { ServiceListItem } from '@migralink/shared/schemas/service-account';
import { callChecked } from '@/api/checked';
import { callApi } from '@/api/client';
import { SENT_TO_MODERATION } from '../shared/moderation-state';
import { listRedirect } from './service-navigation';

/**
 * The company's services list (GET /v1/account/services) and what the owner
 * does with a row: send it to moderation, publish, unpublish. Each action
 * updates the row it answered for; a failure is thrown to the caller, which
 * shows it (the moderation bar of the row).
 */
export type ServicesListState =
  | { readonly status: 'loading' }
  | { readonly status: 'failed'; readonly error: unknown }
  | { readonly status: 'ready'; readonly items: readonly ServiceListItem[] };

export const $services = atom<ServicesListState>({ status: 'loading' });

/** Spec §4's redirect flag: set when the list loaded empty, the screen then opens the wizard. */
export const $createFirstService = atom(false);

export async function loadServices(): Promise<void> {
  $services.set({ status: 'loading' });
  try {
    const { data } = await callChecked(listAccountServices, {});
    $services.set({ status: 'ready', items: data });
    $createFirstService.set(listRedirect(data) === 'create_first');
  } catch (error) {
    $services.set({ status: 'failed', error });
  }
}

function patchItem(uuid: string, patch: Partial<ServiceListItem>): void {
  const state = $services.get();
  if (state.status !== 'ready') return;
  $services.set({
    status: 'ready',
    items: state.items.map((item) => (item.uuid === uuid ? { ...item, ...patch } : item)),
  });
}

/** Sends the draft to moderation (204: no data, so the row's status is set here). */
export async function submitServiceForModeration(uuid: string): Promise<void> {
  await callApi(moderateService, { params: { id: uuid } });
  patchItem(uuid, SENT_TO_MODERATION);
}

export async function setServicePublished(uuid: string, published: boolean): Promise<void> {
  const route = published ? publishService : unpublishService;
  const { data } = await callChecked(route, { params: { id: uuid } });
  patchItem(uuid, data);
}
