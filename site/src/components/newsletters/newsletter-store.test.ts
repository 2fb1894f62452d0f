import { describe, expect, it, vi } from 'vitest';
import {
  createNewsletter,
  getNewsletter,
  previewNewsletter,
  sendNewsletter,
  testNewsletter,
  updateNewsletter,
} from '@migralink/shared/api/newsletters';
import { useFakeApi } from '@/api/fake-api';
import { createNewsletterEditor, PROGRESS_EVERY_MS, stillSending } from './newsletter-store';
import { newsletterOf } from './test-newsletter';

const api = useFakeApi();

/** The editor with a hand-run clock: `tick()` runs what `every` was given. */
function editorWithTicks() {
  const ticks: (() => void)[] = [];
  const onCreated = vi.fn();
  const stop = vi.fn();
  const editor = createNewsletterEditor({
    onSessionExpired: vi.fn(),
    onCreated,
    every: (ms, tick) => {
      expect(ms).toBe(PROGRESS_EVERY_MS);
      ticks.push(tick);
      return stop;
    },
  });
  return { editor, onCreated, stop, tick: () => ticks.at(-1)?.() };
}

describe("a newsletter's screen", () => {
  it('starts a new one in the page language and creates it with the first save, then changes it with PUT', async () => {
    const { editor, onCreated } = editorWithTicks();
    await editor.start(null, 'uk');
    expect(editor.form.$values.get().locale).toBe('uk');
    editor.form.assign({ topic: 'companies', subject: 'Тема', body: 'Текст' });
    api.answer(createNewsletter, ({ body }) => ({ status: 201, body: { data: newsletterOf(body as never) } }));
    expect(await editor.save()).toBe(true);
    expect(onCreated).toHaveBeenCalledWith(newsletterOf().id);
    expect(editor.$dirty.get()).toBe(false);
    editor.form.set('subject', 'Другая тема');
    expect(editor.$dirty.get()).toBe(true);
    api.answer(updateNewsletter, ({ body }) => ({ status: 200, body: { data: newsletterOf(body as never) } }));
    await editor.save();
    expect(api.calls.map((call) => call.method)).toEqual(['POST', 'PUT']);
  });

  it('checks the fields before any call', async () => {
    const { editor } = editorWithTicks();
    await editor.start(null, 'en');
    expect(await editor.save()).toBe(false);
    expect(Object.keys(editor.form.request.$state.get().problems.fields).sort()).toEqual(['body', 'subject', 'topic']);
    expect(api.calls).toEqual([]);
  });

  it('previews what is typed and tests what is saved', async () => {
    api.answer(getNewsletter, { status: 200, body: { data: newsletterOf() } });
    const { editor } = editorWithTicks();
    await editor.start(newsletterOf().id, 'ru');
    api.answer(previewNewsletter, { status: 200, body: { data: { subject: 'S', html: '<p>x</p>', text: 'x' } } });
    await editor.showPreview();
    expect(editor.$preview.get()).toEqual({ subject: 'S', html: '<p>x</p>', text: 'x' });
    api.answer(testNewsletter, { status: 202, body: { data: { to: 'staff@example.com' } } });
    await editor.sendTest();
    expect(editor.$tested.get()).toBe('staff@example.com');
  });

  it('sends once confirmed and follows the progress until every queued mail is counted', async () => {
    api.answer(getNewsletter, { status: 200, body: { data: newsletterOf() } });
    const { editor, tick, stop } = editorWithTicks();
    await editor.start(newsletterOf().id, 'ru');
    editor.askToSend();
    expect(editor.$confirming.get()).toBe(true);
    api.answer(sendNewsletter, { status: 202, body: { data: newsletterOf({ state: 'sending' }) } });
    await editor.confirmSend();
    expect(editor.$confirming.get()).toBe(false);
    const done = newsletterOf({ state: 'sent', counts: { queued: 3, sent: 3, bounced: 1, complained: 0, failed: 0 } });
    api.answer(getNewsletter, { status: 200, body: { data: done } });
    tick();
    await vi.waitFor(() => expect(editor.$saved.get()?.state).toBe('sent'));
    expect(stop).toHaveBeenCalled();
    expect(stillSending(done)).toBe(false);
    expect(stillSending(newsletterOf({ state: 'sent', counts: { ...done.counts, sent: 2 } }))).toBe(true);
  });
});
